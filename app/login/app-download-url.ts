// The bank app's download page from the deployment's /static/config.json (`appDownloadUrl`).

/** The configured download page, when it is an https address (never a script or data URL). */
export function appDownloadUrl(config: Record<string, unknown>): string | null {
  const value = config.appDownloadUrl;
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
