// A namespace of the texts' home is read by the locale it is handed, with or without i18next,
// and joins the app's i18next instance under its name once i18next has started.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { engineText } from '../../../engine/core/texts';
import { textNamespace } from '../../../engine/core/text-namespace';
import zhTW from '../../../locales/engine/zh-TW.json';
import en from '../../../locales/engine/en.json';

describe('a texts namespace', () => {
  it('reads a text by the locale it is handed, before i18next starts', () => {
    expect(engineText('unexpected', 'zh-TW')).toBe(zhTW.unexpected);
    expect(engineText('unexpected', 'en')).toBe(en.unexpected);
  });

  it('joins i18next under its name when i18next starts, and at once when it has', async () => {
    const early = textNamespace('probe-early', { 'zh-TW': { a: '甲' }, 'zh-CN': { a: '甲' }, en: { a: 'A' } });
    await i18next.init({ lng: 'en', fallbackLng: false, resources: {} });
    const late = textNamespace('probe-late', { 'zh-TW': { b: '乙' }, 'zh-CN': { b: '乙' }, en: { b: 'B' } });
    expect(i18next.t('a', { ns: early.ns })).toBe('A');
    expect(i18next.getFixedT('zh-TW', late.ns)('b')).toBe('乙');
    expect(late.local('b')).toEqual({ 'zh-TW': '乙', 'zh-CN': '乙', en: 'B' });
  });
});
