import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isUiLocale, toHeaderLocale, toLanguage, toUiLocale } from '../../../bridge';

describe('locale mapping', () => {
  it.each([
    ['zh-TW', 'zh_MO', 'mo'],
    ['zh-CN', 'zh_CN', 'cn'],
    ['en', 'en_US', 'en'],
  ] as const)('%s -> %s / %s and back', (ui, header, language) => {
    expect(toHeaderLocale(ui)).toBe(header);
    expect(toLanguage(ui)).toBe(language);
    expect(toUiLocale(ui)).toBe(ui);
    expect(toUiLocale(header)).toBe(ui);
    expect(toUiLocale(language)).toBe(ui);
  });

  it('defaults to Traditional Chinese', () => {
    expect(DEFAULT_LOCALE).toBe('zh-TW');
    expect(toUiLocale(undefined)).toBe('zh-TW');
    expect(toUiLocale('fr')).toBe('zh-TW');
    expect(isUiLocale('en')).toBe(true);
    expect(isUiLocale('en_US')).toBe(false);
  });
});
