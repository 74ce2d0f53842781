// Every customer-visible text of the shell exists in the three languages, and the
// language choice follows the spec (Traditional Chinese by default).
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ensureTexts, LANGUAGE_KEY, setDocumentLanguage, setupI18n } from '../../../app/i18n';
import { areaTables, translations } from '../../../app/i18n/resources';
import { firstLocale, LANGUAGE_KEY as ENTRY_LANGUAGE_KEY, textLoaders } from '../../../app/i18n/text-chunks';
import { persistLocale } from '../../../app/services';

describe('shell translations', () => {
  it('have the same keys in every language, none empty', () => {
    const { 'zh-TW': zhTW, 'zh-CN': zhCN, en } = translations;
    const keys = Object.keys(zhTW).sort();
    expect(keys.length).toBeGreaterThan(10);
    expect(Object.keys(zhCN).sort()).toEqual(keys);
    expect(Object.keys(en).sort()).toEqual(keys);
    for (const table of [zhTW, zhCN, en]) {
      for (const key of keys) expect(table[key], key).toMatch(/\S/);
    }
  });

  it('come in the three languages for every area, no key defined by two areas', () => {
    const areas = new Set(areaTables.map((t) => t.area));
    const owner = new Map<string, string>();
    for (const area of areas) {
      const locales = areaTables.filter((t) => t.area === area).map((t) => t.locale).sort();
      expect(locales, area).toEqual(['en', 'zh-CN', 'zh-TW']);
    }
    for (const table of areaTables.filter((t) => t.locale === 'en')) {
      for (const key of Object.keys(table.texts)) {
        expect(owner.get(key), `${key} in ${table.area}`).toBeUndefined();
        owner.set(key, table.area);
      }
    }
  });

  it('default to Traditional Chinese, honour a stored choice and a lang query value', () => {
    expect(firstLocale(null, '', '')).toBe('zh-TW');
    expect(firstLocale('en', '', '')).toBe('en');
    expect(firstLocale('fr', '', '')).toBe('zh-TW');
    expect(firstLocale('toString', '', '')).toBe('zh-TW');
    expect(firstLocale('en', '#/login/index?lang=zh-CN', '')).toBe('zh-CN');
    expect(firstLocale('en', '#/login/index', '?lang=zh-CN')).toBe('zh-CN');
    expect(firstLocale(null, '#/login/index?lang=xx', '')).toBe('zh-TW');
  });

  it('are read at start from where the shell keeps the customer\'s choice', () => {
    expect(ENTRY_LANGUAGE_KEY).toBe(LANGUAGE_KEY);
    persistLocale('zh-CN');
    expect(firstLocale(undefined, '', '')).toBe('zh-CN');
    window.localStorage.clear();
  });

  it('come one language a chunk, each the whole table of that language', async () => {
    for (const locale of ['zh-TW', 'zh-CN', 'en'] as const) expect(await textLoaders[locale]()).toEqual(translations[locale]);
  });

  it('load only the language on screen, and another before switching to it', async () => {
    await setupI18n('en', textLoaders);
    expect(i18next.t('app.title')).toBe(translations.en['app.title']);
    expect(i18next.hasResourceBundle('zh-CN', 'translation')).toBe(false);
    expect(await ensureTexts('zh-CN')).toBe(true);
    expect(i18next.t('app.title', { lng: 'zh-CN' })).toBe(translations['zh-CN']['app.title']);
  });
});

describe('the page language', () => {
  it('is set on the html element for screen readers, in BCP 47', () => {
    setDocumentLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    setDocumentLanguage('zh-CN');
    expect(document.documentElement.lang).toBe('zh-Hans');
    setDocumentLanguage('zh-TW');
    expect(document.documentElement.lang).toBe('zh-Hant');
  });
});
