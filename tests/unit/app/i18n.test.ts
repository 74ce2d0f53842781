// Every customer-visible text of the shell exists in the three languages, and the
// language choice follows the spec (Traditional Chinese by default).
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { initialLocale, setDocumentLanguage } from '../../../app/i18n';
import { areaTables, translations } from '../../../app/i18n/resources';

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
    expect(initialLocale(null, new URLSearchParams())).toBe('zh-TW');
    expect(initialLocale('en', new URLSearchParams())).toBe('en');
    expect(initialLocale('fr', new URLSearchParams())).toBe('zh-TW');
    expect(initialLocale('en', new URLSearchParams('lang=zh-CN'))).toBe('zh-CN');
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
