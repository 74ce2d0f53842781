import { describe, expect, it } from 'vitest';
import { formatMoney, formatTenThousands, minorDigits, parseMoney } from '../../../domain/format/money';

const minor = (text: string, currency = 'HKD') => {
  const result = parseMoney(text, currency);
  return result.ok ? result.minor : result.reason;
};

describe('minorDigits', () => {
  it('gives JPY no decimals and every other currency two', () => {
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('jpy')).toBe(0);
    for (const c of ['HKD', 'CNY', 'USD', 'EUR', 'GBP', 'CNH', 'THB']) expect(minorDigits(c)).toBe(2);
    expect(minorDigits(undefined)).toBe(2);
  });
});

describe('parseMoney', () => {
  it('parses whole and decimal figures into integer minor units', () => {
    expect(minor('1234')).toBe(123400);
    expect(minor('1234.5')).toBe(123450);
    expect(minor('1234.56')).toBe(123456);
    expect(minor('0')).toBe(0);
    expect(minor('007')).toBe(700);
  });

  it('has no floating-point drift (0.1 + 0.2 style cases)', () => {
    expect(minor('0.1')).toBe(10);
    expect(minor('0.2')).toBe(20);
    expect((minor('0.1') as number) + (minor('0.2') as number)).toBe(minor('0.3'));
    expect(minor('1.15')).toBe(115);
    expect(minor('4.35')).toBe(435);
    expect(minor('0.29')).toBe(29);
    expect(minor('1.005', 'HKD')).toBe('decimals');
    expect(minor('8.17')).toBe(817);
  });

  it('accepts grouping commas, a leading or trailing point, spaces around', () => {
    expect(minor('1,234.5')).toBe(123450);
    expect(minor('1,234,567.89')).toBe(123456789);
    expect(minor('.5')).toBe(50);
    expect(minor('5.')).toBe(500);
    expect(minor('  12.50 ')).toBe(1250);
  });

  it('accepts full-width digits from Chinese input methods', () => {
    expect(minor('１２３．４５')).toBe(12345);
    expect(minor('１，０００')).toBe(100000);
  });

  it('rejects more decimals than the currency allows', () => {
    expect(parseMoney('12.345', 'HKD')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseMoney('12.340', 'HKD')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseMoney('100.5', 'JPY')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseMoney('100.0', 'JPY')).toEqual({ ok: false, reason: 'decimals' });
  });

  it('parses JPY as whole yen', () => {
    expect(minor('1,235', 'JPY')).toBe(1235);
    expect(minor('100.', 'JPY')).toBe(100);
  });

  it('reports empty input', () => {
    expect(parseMoney('', 'HKD')).toEqual({ ok: false, reason: 'empty' });
    expect(parseMoney('   ', 'HKD')).toEqual({ ok: false, reason: 'empty' });
  });

  it('rejects negative, signed, exponent and malformed figures', () => {
    for (const text of ['-5', '+5', '-0.5', '1e3', 'abc', '12a', '1.2.3', '.', ',', '12,34', '1,2345', ',123', '1 000', '0x10', 'Infinity', 'NaN']) {
      expect(parseMoney(text, 'HKD'), text).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('rejects amounts that do not fit a safe integer of minor units', () => {
    expect(minor('90071992547409.91')).toBe(9007199254740991);
    expect(minor('90071992547409.92')).toBe('too-large');
    expect(minor('900,000,000,000,000')).toBe('too-large');
    expect(minor('900,000,000,000,000', 'JPY')).toBe(900000000000000);
    expect(minor('99999999999999999999999999')).toBe('too-large');
  });
});

describe('formatMoney', () => {
  it('prefixes the currency code and groups thousands', () => {
    expect(formatMoney(123450, 'HKD', 'en')).toBe('HKD 1,234.50');
    expect(formatMoney(1234567, 'USD', 'zh-TW')).toBe('USD 12,345.67');
    expect(formatMoney(1235, 'JPY', 'zh-CN')).toBe('JPY 1,235');
    expect(formatMoney(5, 'HKD')).toBe('HKD 0.05');
    expect(formatMoney(0, 'HKD')).toBe('HKD 0.00');
    expect(formatMoney(100, 'HKD')).toBe('HKD 1.00');
  });

  it('can leave the symbol out', () => {
    expect(formatMoney(123450, 'HKD', 'en', { symbol: false })).toBe('1,234.50');
    expect(formatMoney(1000000, 'JPY', 'en', { symbol: false })).toBe('1,000,000');
  });

  it('formats negatives and the largest safe integer exactly', () => {
    expect(formatMoney(-123450, 'HKD')).toBe('HKD -1,234.50');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'HKD')).toBe('HKD 90,071,992,547,409.91');
    expect(formatMoney(900000000000000, 'HKD')).toBe('HKD 9,000,000,000,000.00');
  });

  it('returns an empty string for values that are not integer minor units', () => {
    expect(formatMoney(1.5, 'HKD')).toBe('');
    expect(formatMoney(Number.NaN, 'HKD')).toBe('');
    expect(formatMoney(Number.MAX_SAFE_INTEGER + 1, 'HKD')).toBe('');
  });

  it('round-trips with parseMoney', () => {
    for (const value of [0, 1, 10, 99, 100, 123450, 100000001, 987654321012]) {
      expect(minor(formatMoney(value, 'HKD', 'en', { symbol: false }))).toBe(value);
      expect(minor(formatMoney(value, 'JPY', 'en', { symbol: false }), 'JPY')).toBe(value);
    }
  });
});

describe('formatTenThousands', () => {
  it('shows amounts over 10,000 in units of ten thousand, truncated', () => {
    expect(formatTenThousands(1234567800, 'HKD', 'zh-TW')).toBe('HKD 1,234.56萬');
    expect(formatTenThousands(1234567800, 'HKD', 'zh-CN')).toBe('HKD 1,234.56万');
    expect(formatTenThousands(1000001, 'HKD', 'zh-TW')).toBe('HKD 1.00萬');
    expect(formatTenThousands(123456, 'JPY', 'zh-TW', { symbol: false })).toBe('12.34萬');
  });

  it('keeps the full figure up to 10,000 and on English screens', () => {
    expect(formatTenThousands(1000000, 'HKD', 'zh-TW')).toBe('HKD 10,000.00');
    expect(formatTenThousands(1234567800, 'HKD', 'en')).toBe('HKD 12,345,678.00');
  });
});
