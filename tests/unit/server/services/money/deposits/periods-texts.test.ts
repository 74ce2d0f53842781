// The names of the deposit periods (ITSI120001) in the three languages, read from
// locales/bank-deposits/: one day or month said as one, the others with their number.
import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../../../../../server/services/money/deposits/records.js';

describe('a deposit period in three languages', () => {
  it('says days', () => {
    expect(periodLabel('1D')).toEqual({ 'zh-TW': '1日', 'zh-CN': '1天', en: '1 day' });
    expect(periodLabel('7D')).toEqual({ 'zh-TW': '7日', 'zh-CN': '7天', en: '7 days' });
    expect(periodLabel('368D')).toEqual({ 'zh-TW': '368日', 'zh-CN': '368天', en: '368 days' });
  });

  it('says months', () => {
    expect(periodLabel('1M')).toEqual({ 'zh-TW': '1個月', 'zh-CN': '1个月', en: '1 month' });
    expect(periodLabel('12M')).toEqual({ 'zh-TW': '12個月', 'zh-CN': '12个月', en: '12 months' });
  });
});
