// @vitest-environment jsdom
// A page that asks for every language while it loads (the studio shows all three) may arrive
// before i18next has started, since the first screen's page loads beside the texts: the ask is
// kept and answered before the app first renders, not dropped (the QR widget's texts showed as
// keys in the studio's English and Simplified Chinese frames when the page won that race).
import { describe, expect, it, vi } from 'vitest';

describe('a language asked for before i18next started', () => {
  it('is loaded by the set-up, before the first render', async () => {
    vi.resetModules();
    const i18next = (await import('i18next')).default;
    const { ensureTexts, setupI18n } = await import('../../../app/i18n');
    const { textLoaders } = await import('../../../app/i18n/text-chunks');
    const { translations } = await import('../../../app/i18n/resources');
    expect(await ensureTexts('zh-CN')).toBe(false);
    await setupI18n('en', textLoaders);
    expect(i18next.t('qr.scan.camera', { lng: 'zh-CN' })).toBe(translations['zh-CN']['qr.scan.camera']);
    expect(i18next.hasResourceBundle('zh-TW', 'translation')).toBe(false);
  });
});
