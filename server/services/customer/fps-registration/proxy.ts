// FPS proxy identifiers as the registration service uses them: the one parser shared with
// the browser and the transfer lookup (domain/transfers/fps-proxy.ts), so a proxy is
// normalised the same way wherever it is registered, looked up or paid.
import { normaliseProxy as checkProxy, PROXY_TYPES, type ProxyType } from '../../../../domain/transfers/fps-proxy.js';

export { PROXY_TYPES, type ProxyType };

/** The normalised form the directory stores, or null when the value is not a valid proxy of that type. */
export function normaliseProxy(type: ProxyType, value: string): string | null {
  const result = checkProxy(type, value);
  return result.ok ? result.value : null;
}

export const normaliseMobile = (text: string) => normaliseProxy('MOBN', text);
export const normaliseHkid = (text: string) => normaliseProxy('HKID', text);
export const normaliseEmail = (text: string) => normaliseProxy('EMAL', text);

/** How a proxy is shown back to its owner: the HKID partly hidden, the rest as registered. */
export function displayProxy(type: string, value: string): string {
  if (type === 'HKID') return `${value.slice(0, -4)}***(${value.slice(-1)})`;
  return value;
}
