// The pure e-cheque rules: number format, amount in words (English and Chinese), the date
// window at issue, the 6-month validity, and the clearing date after the 17:30 cut-off.
import { describe, expect, it } from 'vitest';
import {
  amountInChinese,
  amountInEnglish,
  checkChequeDate,
  checkPresentable,
  clearingDate,
  isChequeNumber,
  lastValidDate,
  nextChequeNumber,
  payeeMatches,
} from '../../../domain/cheques/index';

describe('cheque numbers', () => {
  it('are six digits, numbered from 000001', () => {
    expect(nextChequeNumber(null)).toBe('000001');
    expect(nextChequeNumber('000041')).toBe('000042');
    expect(nextChequeNumber('999999')).toBeNull();
    expect(isChequeNumber('123456')).toBe(true);
    expect(isChequeNumber('12345')).toBe(false);
    expect(isChequeNumber('000000')).toBe(false);
  });
});

describe('amount in words', () => {
  it('in English', () => {
    expect(amountInEnglish(1_000_00, 'HKD')).toBe('HONG KONG DOLLARS ONE THOUSAND ONLY');
    expect(amountInEnglish(1_234_56, 'HKD')).toBe('HONG KONG DOLLARS ONE THOUSAND TWO HUNDRED AND THIRTY-FOUR AND CENTS FIFTY-SIX ONLY');
    expect(amountInEnglish(1_005_00, 'USD')).toBe('US DOLLARS ONE THOUSAND AND FIVE ONLY');
    expect(amountInEnglish(2_000_000_00, 'CNY')).toBe('RENMINBI YUAN TWO MILLION ONLY');
    expect(amountInEnglish(15, 'HKD')).toBe('HONG KONG DOLLARS ZERO AND CENTS FIFTEEN ONLY');
  });
  it('in Chinese financial numerals', () => {
    expect(amountInChinese(1_000_00, 'HKD')).toBe('港幣壹仟元整');
    expect(amountInChinese(1_234_56, 'HKD')).toBe('港幣壹仟貳佰參拾肆元伍角陸分');
    expect(amountInChinese(105_20, 'HKD')).toBe('港幣壹佰零伍元貳角整');
    expect(amountInChinese(10_005_05, 'USD')).toBe('美元壹萬零伍元零伍分');
    expect(amountInChinese(100_100_000_00, 'CNY')).toBe('人民幣壹億零壹拾萬元整');
    expect(amountInChinese(20_000_00, 'HKD')).toBe('港幣貳萬元整');
  });
});

describe('dates', () => {
  it('today or post-dated up to 90 days', () => {
    expect(checkChequeDate('2026-03-10', '2026-03-10')).toEqual({ ok: true, postDated: false });
    expect(checkChequeDate('2026-06-08', '2026-03-10')).toEqual({ ok: true, postDated: true });
    expect(checkChequeDate('2026-06-09', '2026-03-10')).toEqual({ ok: false, reason: 'too-far' });
    expect(checkChequeDate('2026-03-09', '2026-03-10')).toEqual({ ok: false, reason: 'past' });
    expect(checkChequeDate('2026-02-30', '2026-02-01')).toEqual({ ok: false, reason: 'invalid' });
  });
  it('valid for 6 months, not before its date', () => {
    expect(lastValidDate('2026-03-10')).toBe('2026-09-09');
    expect(checkPresentable('2026-03-10', '2026-09-09')).toEqual({ ok: true });
    expect(checkPresentable('2026-03-10', '2026-09-10')).toEqual({ ok: false, reason: 'expired' });
    expect(checkPresentable('2026-03-20', '2026-03-19')).toEqual({ ok: false, reason: 'post-dated' });
  });
  it('clears the next business day, counting from the next one after 17:30 or on a holiday', () => {
    expect(clearingDate(Date.parse('2026-03-10T09:29:00Z'))).toBe('2026-03-11'); // Tue 17:29 HK
    expect(clearingDate(Date.parse('2026-03-10T09:30:00Z'))).toBe('2026-03-12'); // Tue 17:30 HK
    expect(clearingDate(Date.parse('2026-03-13T02:00:00Z'))).toBe('2026-03-16'); // Fri 10:00 HK
    expect(clearingDate(Date.parse('2026-03-14T02:00:00Z'))).toBe('2026-03-17'); // Saturday
  });
});

describe('payee name', () => {
  it('matches the holder whatever the case and spacing', () => {
    expect(payeeMatches('wong  siu-ming', ['WONG SIU MING', '黃小明'])).toBe(true);
    expect(payeeMatches('黃小明', ['WONG SIU MING', '黃小明'])).toBe(true);
    expect(payeeMatches('LEE KA YAN', ['WONG SIU MING', '黃小明'])).toBe(false);
  });
});
