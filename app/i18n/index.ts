// i18next set-up: Traditional Chinese by default, Simplified Chinese and English; the choice
// persists on the device under the key the spec's device bridge uses ('language'). Only the
// language on screen is loaded (app/i18n/text-chunks.ts); switching loads the next one first.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../engine/core/flow-types';
import type { TextLoaders } from './text-chunks';

/** Where the choice is kept on the device; the entry reads the same key (text-chunks.ts, kept equal by a test). */
export const LANGUAGE_KEY = 'language';
export const SUPPORTED: readonly Locale[] = ['zh-TW', 'zh-CN', 'en'];

/** The page's language (the html element's lang, BCP 47), read by screen readers and browsers. */
export function setDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale === 'en' ? 'en' : locale === 'zh-CN' ? 'zh-Hans' : 'zh-Hant';
}

/** The languages whose shell texts are in i18next (the bank app's own texts join every language early). */
const loaded = new Set<Locale>();
let loaders: TextLoaders | undefined;
/**
 * Languages a page asked for before i18next started: the first screen's page loads beside the
 * texts (app/start.tsx), and the studio, which shows every language at once, asks as it loads.
 * setupI18n loads them before the app first renders, whichever of the two came first.
 */
const askedEarly = new Set<Locale>();

/** i18next in `locale`, with that language's texts from `textLoaders` (the entry's, app/i18n/text-chunks.ts). */
export async function setupI18n(locale: Locale, textLoaders: TextLoaders) {
  loaders = textLoaders;
  const texts = await textLoaders[locale]();
  loaded.add(locale);
  await i18next.use(initReactI18next).init({
    lng: locale,
    // Every key exists in every language (tests/unit/app/i18n.test.ts): nothing to fall back to.
    fallbackLng: false,
    resources: { [locale]: { translation: texts } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([...askedEarly].map(ensureTexts));
  return i18next;
}

/** Loads a language's texts into i18next unless they are there, before switching to it; false when they cannot be fetched. */
export async function ensureTexts(locale: Locale): Promise<boolean> {
  if (loaded.has(locale)) return true;
  if (!loaders) {
    askedEarly.add(locale);
    return false;
  }
  try {
    i18next.addResourceBundle(locale, 'translation', await loaders[locale](), true, false);
  } catch {
    return false;
  }
  loaded.add(locale);
  return true;
}
