// Every customer-visible text of the shell exists in the three languages, and the
// language choice follows the spec (Traditional Chinese by default).
import { describe, expect, it } from 'vitest';
import zhTW from '../../../app/i18n/locales/zh-TW.json';
import zhCN from '../../../app/i18n/locales/zh-CN.json';
import en from '../../../app/i18n/locales/en.json';
import { initialLocale } from '../../../app/i18n';

describe('shell translations', () => {
  it('have the same keys in every language, none empty', () => {
    const keys = Object.keys(zhTW).sort();
    expect(Object.keys(zhCN).sort()).toEqual(keys);
    expect(Object.keys(en).sort()).toEqual(keys);
    for (const table of [zhTW, zhCN, en] as Record<string, string>[]) {
      for (const key of keys) expect(table[key], key).toMatch(/\S/);
    }
  });

  it('default to Traditional Chinese, honour a stored choice and a lang query value', () => {
    expect(initialLocale(null, new URLSearchParams())).toBe('zh-TW');
    expect(initialLocale('en', new URLSearchParams())).toBe('en');
    expect(initialLocale('fr', new URLSearchParams())).toBe('zh-TW');
    expect(initialLocale('en', new URLSearchParams('lang=zh-CN'))).toBe('zh-CN');
  });
});
