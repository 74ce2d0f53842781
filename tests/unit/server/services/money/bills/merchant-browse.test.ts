// ITSI800003: the bill merchants browsed by the merchant types of spec section 3.
import { expect } from 'vitest';
import { it } from '../../../support/fixtures.js';

it('lists the 35 merchant types in English with their counts, and the merchants of one type', async ({ bank, chan }) => {
  const all = await bank.call('ITSI800003', {}, { token: chan });
  expect(all.header.responseCode).toBe('00000');
  expect(all.data.categories).toHaveLength(35);
  const total = all.data.categories.reduce((n: number, c: { count: number }) => n + c.count, 0);
  expect(total).toBe(all.data.merchants.length);

  const utilities = await bank.call('ITSI800003', { category: '24' }, { token: chan });
  expect(utilities.data.category.code).toBe('24');
  expect(utilities.data.merchants.length).toBeGreaterThan(0);
  for (const m of utilities.data.merchants) {
    expect(m).toMatchObject({ category: '24', currency: 'HKD' });
    expect(m.billTypes.en.length).toBeGreaterThan(0);
    expect(['Y', 'N']).toContain(m.ebill);
  }
});

it('leaves printing out of the Chinese list (English only in the spec)', async ({ bank, chan }) => {
  const res = await bank.call('ITSI800003', {}, { token: chan, locale: 'zh_MO' });
  expect(res.data.categories.map((c: { code: string }) => c.code)).not.toContain('20');
});
