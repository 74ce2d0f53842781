// The bank app's version (spec section 5: "in the bank app, if required version exceeds client
// version, show an upgrade prompt"). Versions are dotted numbers ('5.2.0'); a missing part is 0
// ('5.2' is '5.2.0'). Anything else ('', 'beta') is no version at all and counts as older than
// every version, so a client that cannot say what it is is asked to update.

const VERSION = /^\d{1,9}(?:\.\d{1,9}){0,3}$/;

function partsOf(version: string): number[] | null {
  const text = version.trim();
  return VERSION.test(text) ? text.split('.').map(Number) : null;
}

/** Negative when a is older than b, 0 when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const pa = partsOf(a);
  const pb = partsOf(b);
  if (!pa || !pb) return (pa ? 1 : 0) - (pb ? 1 : 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** Whether a client of `version` must update to use a bank that requires `required`. */
export function needsUpgrade(version: string, required: string): boolean {
  return compareVersions(version, required) < 0;
}

/** The version the bank app's web view puts in its user agent ('... XPMBS/5.2.0 ...'), or null. */
export function appVersionFromUserAgent(userAgent: string, marker = 'XPMBS/'): string | null {
  const at = userAgent.indexOf(marker);
  if (at < 0) return null;
  const found = /^[0-9.]+/.exec(userAgent.slice(at + marker.length))?.[0].replace(/\.+$/, '');
  return found && partsOf(found) ? found : null;
}
