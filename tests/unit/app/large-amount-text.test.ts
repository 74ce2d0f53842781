// The large-amount confirmation (ITSI404173) names the amount once, with its currency once:
// it used to prefix the code to a formatted amount that already carries it ("HKD HKD 1,234.56").
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { setupI18n } from '../../../app/i18n';
import { largeAmountText } from '../../../app/security/soft-amount';

describe('large-amount confirmation text', () => {
  it('names the currency once, in every language', async () => {
    await setupI18n('en');
    for (const locale of ['en', 'zh-TW', 'zh-CN'] as const) {
      const text = largeAmountText(i18next.getFixedT(locale), 123_456, 'HKD', locale);
      expect(text.match(/HKD/g), text).toHaveLength(1);
      expect(text).toMatch(/HKD 1,?234\.56/);
    }
    expect(largeAmountText(i18next.getFixedT('en'), 500_000, 'JPY', 'en')).toMatch(/JPY 500,000\. /);
  });
});
