// The device and SDK error catalogues of spec section 8, as data (device-errors.json). A
// device answer carries a numeric code; this turns it into the customer's message, or into
// nothing for a cancel the customer chose themselves (-10302).
import { DEFAULT_LOCALE, type UiLocale } from '../i18n/locale';
import catalogue from './device-errors.json';

type Texts = Record<UiLocale, string>;

export const USER_CANCELLED = -10302;
// Marked pure: a page that imports anything through the bridge's index must not be made to run
// (and load) this module for these two lists it never reads.
export const DEVICE_SECURITY_CODES: readonly number[] = /* @__PURE__ */ Object.keys(catalogue.deviceSecurity).map(Number);
export const SDK_CODES: readonly number[] = /* @__PURE__ */ Object.keys(catalogue.sdk).map(Number);
export type SigningFailure = keyof typeof catalogue.signing;

function pick(texts: Texts, locale: UiLocale): string {
  return texts[locale] ?? texts[DEFAULT_LOCALE];
}

function unknown(code: number | string, locale: UiLocale): string {
  return pick(catalogue.unknown, locale).replace('{code}', String(code));
}

/** Device security codes (-10002 to -10402): the message, null when silent, 'Error (code)' when unknown. */
export function deviceErrorMessage(code: number | string, locale: UiLocale = DEFAULT_LOCALE): string | null {
  const key = String(code);
  if (!Object.hasOwn(catalogue.deviceSecurity, key)) return unknown(code, locale);
  const texts = catalogue.deviceSecurity[key as keyof typeof catalogue.deviceSecurity] as Texts | null;
  return texts ? pick(texts, locale) : null;
}

/** SDK codes (-5000 to -5009): the listed ones, else 'transaction exception'. */
export function sdkErrorMessage(code: number | string, locale: UiLocale = DEFAULT_LOCALE): string {
  const key = String(code);
  const texts = Object.hasOwn(catalogue.sdk, key) ? (catalogue.sdk[key as keyof typeof catalogue.sdk] as Texts) : catalogue.sdkOther;
  return pick(texts, locale);
}

/** Counts a device may send with a code: wrong PINs made and left, minutes until a lock ends. */
export type DeviceErrorDetail = Partial<Record<'failed' | 'remaining' | 'minutes', number | string>>;

/** The text with the counts filled in, when the code has one and every count it names was sent. */
function detailedMessage(code: string, detail: DeviceErrorDetail | undefined, locale: UiLocale): string | null {
  if (!detail || !Object.hasOwn(catalogue.detailed, code)) return null;
  const text = pick(catalogue.detailed[code as keyof typeof catalogue.detailed], locale);
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
  return pick(catalogue.signing[failure], locale);
}

export function biometricUnsupportedMessage(locale: UiLocale = DEFAULT_LOCALE): string {
  return pick(catalogue.biometricUnsupported, locale);
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
