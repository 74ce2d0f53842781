// ITSI800003 joins a merchant's bill types with each language's separator (、 in Chinese, a
// comma in English), read from locales/bank-merchants/.
import { expect } from 'vitest';
import { it } from '../../../support/fixtures.js';

it("lists a merchant's bill types joined as each language writes a list", async ({ bank, chan }) => {
  const government = await bank.call('ITSI800003', { category: '11' }, { token: chan });
  const ird = government.data.merchants.find((m: { merchantId: string }) => m.merchantId === 'M1101');
  expect(ird.billTypes).toEqual({
    'zh-TW': '薪俸稅及個人入息課稅、利得稅、物業稅',
    'zh-CN': '薪俸税及个人入息课税、利得税、物业税',
    en: 'Salaries Tax and Personal Assessment, Profits Tax, Property Tax',
  });
});
