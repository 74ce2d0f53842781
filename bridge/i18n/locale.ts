// The spec's locale mapping (section 9): the UI language decides both the header
// locale the bank answers in and the short language code stored for the host app.
import { LOCALES, type Locale } from '../../domain/locale';

export const UI_LOCALES = LOCALES;
export type UiLocale = Locale;
export type HeaderLocale = 'zh_MO' | 'zh_CN' | 'en_US';
export type Language = 'mo' | 'cn' | 'en';

/** Traditional Chinese is the default (spec section 9). */
export const DEFAULT_LOCALE: UiLocale = 'zh-TW';

const HEADER_LOCALE: Record<UiLocale, HeaderLocale> = { 'zh-TW': 'zh_MO', 'zh-CN': 'zh_CN', en: 'en_US' };
const LANGUAGE: Record<UiLocale, Language> = { 'zh-TW': 'mo', 'zh-CN': 'cn', en: 'en' };

export function toHeaderLocale(locale: UiLocale): HeaderLocale {
  return HEADER_LOCALE[locale];
}

export function toLanguage(locale: UiLocale): Language {
  return LANGUAGE[locale];
}

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

/**
 * Reads any of the three spellings (UI, header or language code) back to a UI locale;
 * anything unknown falls back to the default. Used for values that come from outside
 * (host app 'language', query strings, the outgoing header).
 */
export function toUiLocale(value: unknown): UiLocale {
  if (isUiLocale(value)) return value;
  for (const locale of UI_LOCALES) {
    if (value === HEADER_LOCALE[locale] || value === LANGUAGE[locale]) return locale;
  }
  return DEFAULT_LOCALE;
}
