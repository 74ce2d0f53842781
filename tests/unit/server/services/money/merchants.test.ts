// The merchant reference data matches the spec's merchant types and limit classes.
import { describe, expect, it } from 'vitest';
import { loadMerchantDirectory } from '../../../../../server/services/money/merchants.js';

const SPEC_CATEGORIES = [
  '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18',
  '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '34', '35', '99',
];

describe('merchant directory', () => {
  const directory = loadMerchantDirectory();

  it('has the 35 merchant types of the spec, printing in the English list only', () => {
    expect(directory.categories('en').map((c) => c.code)).toEqual(SPEC_CATEGORIES);
    expect(directory.categories('zh-TW').map((c) => c.code)).toEqual(SPEC_CATEGORIES.filter((c) => c !== '20'));
    expect(directory.categories('zh-CN')).toHaveLength(34);
  });

  it('has at least one merchant in every category, each with a valid bill-number rule', () => {
    for (const category of SPEC_CATEGORIES) expect(directory.search('', category).length, category).toBeGreaterThan(0);
    for (const merchant of directory.search('')) {
      expect(merchant.billTypes.length).toBeGreaterThan(0);
      for (const type of merchant.billTypes) expect(() => new RegExp(type.billNoPattern, 'u')).not.toThrow();
    }
  });

  it('finds merchants by any-language name or keyword', () => {
    expect(directory.search('電費').map((m) => m.id)).toEqual(['M2401', 'M2402']);
    expect(directory.search('clp').map((m) => m.id)).toEqual(['M2401']);
    expect(directory.search('稅務局')[0]?.id).toBe('M1101');
    expect(directory.search('no such biller')).toEqual([]);
  });

  it('applies the payment limit classes of section 9 in minor units', () => {
    expect(directory.limitMinor(directory.find('M2401')!)).toBe(5_000_000);
    expect(directory.limitMinor(directory.find('M1101')!)).toBe(50_000_000);
    expect(directory.limitMinor(directory.find('M0201')!)).toBe(100_000_000);
  });

  it('checks bill numbers against the bill type rule', () => {
    expect(directory.billNumberValid('M2401', '01', '1234567890')).toBe(true);
    expect(directory.billNumberValid('M2401', '01', '12345')).toBe(false);
    expect(directory.billNumberValid('M2401', '99', '1234567890')).toBe(false);
    expect(directory.billNumberValid('M1201', '01', 'AB12345678')).toBe(true);
  });
});
