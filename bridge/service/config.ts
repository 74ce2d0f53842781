// Runtime configuration from /static/config.json (spec section 7): deployments change
// the API root and version without a rebuild.

export interface BridgeConfig {
  /** Prefix of every transaction code, always ending in '/'. */
  apiRoot: string;
  appVersion: string;
  [key: string]: unknown;
}

export const CONFIG_URL = '/static/config.json';
export const DEFAULT_CONFIG: BridgeConfig = { apiRoot: '/api/', appVersion: '0.0.0' };

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Never throws: without a readable config file the page still works against the
 * default root, which is where the sandbox bank and the dev proxy answer.
 */
export async function loadConfig(fetchImpl: FetchLike = fetch): Promise<BridgeConfig> {
  let raw: unknown;
  try {
    // The same request as the page's preload (app/index.html), so the answer already on its
    // way is used; the bank serves the file with Cache-Control: no-cache, so a changed
    // configuration counts on the next load.
    const response = await fetchImpl(CONFIG_URL, { credentials: 'same-origin' });
    raw = response.ok ? await response.json() : undefined;
  } catch {
    raw = undefined;
  }
  return normalizeConfig(raw);
}

export function normalizeConfig(raw: unknown): BridgeConfig {
  const source = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const apiRoot = typeof source.apiRoot === 'string' && source.apiRoot !== '' ? source.apiRoot : DEFAULT_CONFIG.apiRoot;
  const appVersion = typeof source.appVersion === 'string' && source.appVersion !== '' ? source.appVersion : DEFAULT_CONFIG.appVersion;
  return { ...source, apiRoot: apiRoot.endsWith('/') ? apiRoot : `${apiRoot}/`, appVersion };
}
