// Which channel the page runs in (spec sections 6 and 9). The channel picks the app id
// and channel id of every request header, and tells the app whether a native bridge
// exists. It is presentation, not trust: the server must not grant anything on it.

export type ChannelName = 'app' | 'mini' | 'alipay' | 'web';

export interface ChannelInfo {
  channel: ChannelName;
  channelId: 'H112' | 'E03-WX' | 'E03-Alipay' | 'E03-WEB';
  appId: 'XPMBS' | 'XPMBS-WX';
}

export const CHANNELS: Record<ChannelName, ChannelInfo> = {
  app: { channel: 'app', channelId: 'H112', appId: 'XPMBS' },
  mini: { channel: 'mini', channelId: 'E03-WX', appId: 'XPMBS-WX' },
  alipay: { channel: 'alipay', channelId: 'E03-Alipay', appId: 'XPMBS' },
  web: { channel: 'web', channelId: 'E03-WEB', appId: 'XPMBS' },
};

/** The bank app's web view appends this to its user agent, e.g. 'XPMBS/5.2.0'. */
export const APP_UA_MARKER = 'XPMBS/';
/** The bank app also injects this object into the page. */
export const APP_BRIDGE_GLOBAL = 'XPMBSBridge';

/**
 * Pure: (userAgent, location.search, selected window globals) -> channel.
 * `?channel=app|mini|alipay|web` overrides detection so any channel can be tried in a
 * desktop browser. Everything not recognised - a plain browser, or a messaging app's
 * in-app browser outside a mini page - is the web bank: the same pages and header
 * values serve both, and the spec gives no separate channel id for a plain browser.
 */
export function detectChannel(
  userAgent: string,
  search = '',
  globals: Readonly<Record<string, unknown>> = {},
): ChannelInfo {
  const override = new URLSearchParams(search).get('channel');
  if (override !== null && Object.hasOwn(CHANNELS, override)) return CHANNELS[override as ChannelName];

  if (userAgent.includes(APP_UA_MARKER) || globals[APP_BRIDGE_GLOBAL] != null) return CHANNELS.app;
  const ua = userAgent.toLowerCase();
  if (ua.includes('micromessenger') && (ua.includes('miniprogram') || globals.__wxjs_environment === 'miniprogram')) {
    return CHANNELS.mini;
  }
  if (ua.includes('alipayclient')) return CHANNELS.alipay;
  return CHANNELS.web;
}

/** detectChannel over the running page; the web bank outside a browser (tests, SSR). */
export function detectCurrentChannel(): ChannelInfo {
  if (typeof window === 'undefined') return CHANNELS.web;
  const globals = window as unknown as Record<string, unknown>;
  return detectChannel(window.navigator.userAgent, window.location.search, {
    [APP_BRIDGE_GLOBAL]: globals[APP_BRIDGE_GLOBAL],
    __wxjs_environment: globals.__wxjs_environment,
  });
}

/** The bank app's host object can receive messages (bridge/native/host.ts speaks to it). */
export function hasNativeHost(globals: Readonly<Record<string, unknown>> = globalThis as unknown as Record<string, unknown>): boolean {
  const host = globals[APP_BRIDGE_GLOBAL] as { postMessage?: unknown } | undefined;
  return typeof host?.postMessage === 'function';
}
