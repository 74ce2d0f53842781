// The customer's analytics choice, kept on this device (localStorage): on by default, off once
// the customer turns it off in My settings. Read before every event and before every send.
export const ANALYTICS_OPT_OUT_KEY = 'analytics.optOut';

export function analyticsOptedOut(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(ANALYTICS_OPT_OUT_KEY) === '1';
  } catch {
    return true; // storage blocked: do not collect
  }
}

export function setAnalyticsOptOut(optOut: boolean, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    if (optOut) storage?.setItem(ANALYTICS_OPT_OUT_KEY, '1');
    else storage?.removeItem(ANALYTICS_OPT_OUT_KEY);
  } catch {
    // nothing stored: the choice holds for this page only
  }
}
