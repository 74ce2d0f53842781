// i18next set-up: Traditional Chinese by default, Simplified Chinese and English; the choice
// persists on the device under the key the spec's device bridge uses ('language').
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translations } from './resources';
import type { Locale } from '../../engine/core/flow-types';

export const LANGUAGE_KEY = 'language';
export const SUPPORTED: readonly Locale[] = ['zh-TW', 'zh-CN', 'en'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED as readonly string[]).includes(value);
}

export function initialLocale(stored: string | null, query: URLSearchParams): Locale {
  const fromQuery = query.get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  return isLocale(stored) ? stored : 'zh-TW';
}

/** The page's language (the html element's lang, BCP 47), read by screen readers and browsers. */
export function setDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale === 'en' ? 'en' : locale === 'zh-CN' ? 'zh-Hans' : 'zh-Hant';
}

export async function setupI18n(locale: Locale) {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'zh-TW',
    resources: {
      'zh-TW': { translation: translations['zh-TW'] },
      'zh-CN': { translation: translations['zh-CN'] },
      en: { translation: translations.en },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return i18next;
}
