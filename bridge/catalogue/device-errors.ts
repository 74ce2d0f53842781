// The device and SDK error catalogues of spec section 8: the `device-errors` namespace of the
// texts' home (locales/device-errors/, keys `deviceSecurity.<code>`, `detailed.<code>`,
// `sdk.<code>`, `signing.<failure>`, docs/texts.md). A device answer carries a numeric code;
// this turns it into the customer's message, or into nothing for a cancel the customer chose
// themselves (-10302). `detailed` holds the texts used when the host sends the counts with the
// code (spec section 4: attempts made and remaining, time to retry).
import { textNamespace } from '../../engine/core/text-namespace';
import { DEFAULT_LOCALE, UI_LOCALES, type UiLocale } from '../i18n/locale';
import zhTW from '../../locales/device-errors/zh-TW.json';
import zhCN from '../../locales/device-errors/zh-CN.json';
import en from '../../locales/device-errors/en.json';

const TEXTS = /* @__PURE__ */ textNamespace('device-errors', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });
type Key = keyof typeof en;

export const USER_CANCELLED = -10302;

/** The codes of a group, in the catalogue's order. */
function codesOf(group: string): number[] {
  const prefix = `${group}.`;
  return Object.keys(en).filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(prefix.length)));
}

// Marked pure: a page that imports anything through the bridge's index must not be made to run
// (and load) this module for these two lists it never reads. The customer's own cancel has no text.
export const DEVICE_SECURITY_CODES: readonly number[] = /* @__PURE__ */ [...codesOf('deviceSecurity'), USER_CANCELLED].sort((a, b) => b - a);
export const SDK_CODES: readonly number[] = /* @__PURE__ */ codesOf('sdk');
type After<K, P extends string> = K extends `${P}${infer F}` ? F : never;
export type SigningFailure = After<Key, 'signing.'>;

function has(key: string): key is Key {
  return Object.hasOwn(en, key);
}

function pick(key: Key, locale: UiLocale): string {
  return TEXTS.text(key, UI_LOCALES.includes(locale) ? locale : DEFAULT_LOCALE);
}

function unknown(code: number | string, locale: UiLocale): string {
  return pick('unknown', locale).replace('{code}', String(code));
}

/** Device security codes (-10002 to -10402): the message, null when silent, 'Error (code)' when unknown. */
export function deviceErrorMessage(code: number | string, locale: UiLocale = DEFAULT_LOCALE): string | null {
  if (String(code) === String(USER_CANCELLED)) return null;
  const key = `deviceSecurity.${code}`;
  return has(key) ? pick(key, locale) : unknown(code, locale);
}

/** SDK codes (-5000 to -5009): the listed ones, else 'transaction exception'. */
export function sdkErrorMessage(code: number | string, locale: UiLocale = DEFAULT_LOCALE): string {
  const key = `sdk.${code}`;
  return pick(has(key) ? key : 'sdkOther', locale);
}

/** Counts a device may send with a code: wrong PINs made and left, minutes until a lock ends. */
export type DeviceErrorDetail = Partial<Record<'failed' | 'remaining' | 'minutes', number | string>>;

/** The text with the counts filled in, when the code has one and every count it names was sent. */
function detailedMessage(code: string, detail: DeviceErrorDetail | undefined, locale: UiLocale): string | null {
  const key = `detailed.${code}`;
  if (!detail || !has(key)) return null;
  const text = pick(key, locale);
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as keyof DeviceErrorDetail);
  if (!names.every((name) => detail[name] !== undefined && /^\d{1,4}$/.test(String(detail[name])))) return null;
  return text.replace(/\{(\w+)\}/g, (_, name: keyof DeviceErrorDetail) => String(detail[name]));
}

/** Any code a device or SDK may answer with: SDK codes by their table, the rest as device codes. */
export function deviceCodeMessage(code: number | string, locale: UiLocale = DEFAULT_LOCALE, detail?: DeviceErrorDetail): string | null {
  const n = Number(code);
  if (n <= -5000 && n > -6000) return sdkErrorMessage(n, locale);
  return detailedMessage(String(code), detail, locale) ?? deviceErrorMessage(code, locale);
}

export function signingMessage(failure: SigningFailure, locale: UiLocale = DEFAULT_LOCALE): string {
  return pick(`signing.${failure}`, locale);
}

export function biometricUnsupportedMessage(locale: UiLocale = DEFAULT_LOCALE): string {
  return pick('biometricUnsupported', locale);
}

/** A failure reported by the device; `silent` when the customer cancelled (show nothing). */
export class DeviceError extends Error {
  readonly silent: boolean;
  constructor(
    readonly code: number | string,
    locale: UiLocale = DEFAULT_LOCALE,
    readonly detail?: DeviceErrorDetail,
  ) {
    const text = deviceCodeMessage(code, locale, detail);
    super(text ?? '');
    this.name = 'DeviceError';
    this.silent = text === null;
  }
}
