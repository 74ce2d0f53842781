// Rules shared by the browser and the bank: FPS proxies, transfer kinds (currencies, value
// dates, fees), amounts and the small-value limit's reset events.
import { describe, expect, it } from 'vitest';
import {
  currencyAllowed,
  effectiveSmallValueLimit,
  maskPayeeName,
  normaliseProxy,
  parseAmount,
  remainingSmallValue,
  transferFee,
  valueDate,
} from '../../../domain/transfers';

describe('FPS proxy validation', () => {
  it('accepts Hong Kong, Macau and mainland mobiles and normalises them to E.164', () => {
    expect(normaliseProxy('MOBN', '9123 4567')).toEqual({ ok: true, value: '+85291234567' });
    expect(normaliseProxy('MOBN', '+852-5123-4567')).toEqual({ ok: true, value: '+85251234567' });
    expect(normaliseProxy('MOBN', '85291234567')).toEqual({ ok: true, value: '+85291234567' });
    expect(normaliseProxy('MOBN', '+853 6612 3456')).toEqual({ ok: true, value: '+85366123456' });
    expect(normaliseProxy('MOBN', '+86 138 0013 8000')).toEqual({ ok: true, value: '+8613800138000' });
  });

  it('refuses fixed lines, short numbers and other countries', () => {
    expect(normaliseProxy('MOBN', '2123 4567').ok).toBe(false); // HK fixed line
    expect(normaliseProxy('MOBN', '+853 2833 3000').ok).toBe(false); // Macau fixed line
    expect(normaliseProxy('MOBN', '9123456').ok).toBe(false);
    expect(normaliseProxy('MOBN', '+44 7911 123456').ok).toBe(false);
    expect(normaliseProxy('MOBN', 'abc').ok).toBe(false);
  });

  it('checks e-mail, FPS ID (7 to 9 digits) and HKID with its check digit', () => {
    expect(normaliseProxy('EMAL', 'Chan.TaiMan@Example.com')).toEqual({ ok: true, value: 'chan.taiman@example.com' });
    expect(normaliseProxy('EMAL', 'no-at-sign.example.com').ok).toBe(false);
    expect(normaliseProxy('SVID', '1234567').ok).toBe(true);
    expect(normaliseProxy('SVID', '123456789').ok).toBe(true);
    expect(normaliseProxy('SVID', '123456').ok).toBe(false);
    expect(normaliseProxy('SVID', '1234567890').ok).toBe(false);
    expect(normaliseProxy('HKID', 'a123456(3)')).toEqual({ ok: true, value: 'A1234563' });
    expect(normaliseProxy('HKID', 'A1234564').ok).toBe(false);
    expect(normaliseProxy('HKID', 'AB9876543')).toEqual(normaliseProxy('HKID', 'AB987654(3)'));
    expect(normaliseProxy('HKID', 'Q803337[0]')).toEqual({ ok: true, value: 'Q8033370' });
    // A bracket left open is a typing slip, as on the account-opening form.
    expect(normaliseProxy('HKID', 'A123456(3').ok).toBe(false);
    expect(normaliseProxy('XXXX', '1234567').ok).toBe(false);
  });

  it('masks payee names for display', () => {
    expect(maskPayeeName('CHAN TAI MAN')).toBe('CH** TA* MA*');
    expect(maskPayeeName('陳大文')).toBe('陳*文');
    expect(maskPayeeName('張偉')).toBe('張*');
  });
});

describe('transfer kinds', () => {
  it('small-value is HKD only, instant HKD or CNY, express USD or EUR', () => {
    expect(currencyAllowed('small-value', 'HKD')).toBe(true);
    expect(currencyAllowed('small-value', 'CNY')).toBe(false);
    expect(currencyAllowed('instant', 'CNY')).toBe(true);
    expect(currencyAllowed('instant', 'USD')).toBe(false);
    expect(currencyAllowed('express', 'EUR')).toBe(true);
    expect(currencyAllowed('express', 'HKD')).toBe(false);
  });

  it('dates instant transfers today every day, express ones by the noon cut-off and holidays', () => {
    const sundayNight = Date.parse('2026-11-22T14:00:00Z'); // Sunday 22:00 HKT
    expect(valueDate('instant', sundayNight)).toBe('2026-11-22');
    expect(valueDate('express', sundayNight)).toBe('2026-11-23');
    expect(valueDate('express', Date.parse('2026-11-23T03:59:00Z'))).toBe('2026-11-23'); // 11:59
    expect(valueDate('express', Date.parse('2026-11-23T04:00:00Z'))).toBe('2026-11-24'); // 12:00
    expect(valueDate('express', Date.parse('2026-12-31T05:00:00Z'))).toBe('2027-01-04'); // New Year's Day, weekend
    expect(valueDate('express', Date.parse('2026-11-27T05:00:00Z'))).toBe('2026-11-30'); // Friday 13:00
  });

  it('charges nothing: FPS and express fees are waived', () => {
    expect(transferFee('instant', 100_000, 'HKD')).toBe(0);
    expect(transferFee('express', 100_000, 'USD')).toBe(0);
  });

  it('parses amounts with at most two decimals (JPY none) without floating point', () => {
    expect(parseAmount('1,234.56', 'HKD')).toBe(123456);
    expect(parseAmount('0.1', 'HKD')).toBe(10);
    expect(parseAmount('12.345', 'HKD')).toBeNull();
    expect(parseAmount('0', 'HKD')).toBeNull();
    expect(parseAmount('-5', 'HKD')).toBeNull();
    expect(parseAmount('500', 'JPY')).toBe(500);
    expect(parseAmount('500.5', 'JPY')).toBeNull();
  });
});

describe('small-value limit', () => {
  const setting = { limit: 300_000, mobileAtSet: '+852 91234567', emailAtSet: '', setAt: '2026-01-10T02:00:00.000Z', lastUsedAt: null };
  const contact = { mobile: '+852 91234567' };

  it('is the set limit while nothing reset it', () => {
    expect(effectiveSmallValueLimit(setting, contact, Date.parse('2026-06-01T00:00:00Z'))).toBe(300_000);
    expect(effectiveSmallValueLimit(null, contact, Date.parse('2026-06-01T00:00:00Z'))).toBe(0);
  });

  it('resets when the mobile number changes or is deleted, or the e-mail is deleted', () => {
    const at = Date.parse('2026-06-01T00:00:00Z');
    expect(effectiveSmallValueLimit(setting, { mobile: '+852 98765432' }, at)).toBe(0);
    expect(effectiveSmallValueLimit(setting, { mobile: '' }, at)).toBe(0);
    const withEmail = { ...setting, emailAtSet: 'chan@example.com' };
    expect(effectiveSmallValueLimit(withEmail, { ...contact, email: 'chan@example.com' }, at)).toBe(300_000);
    expect(effectiveSmallValueLimit(withEmail, { ...contact, email: null }, at)).toBe(0);
  });

  it('resets after 18 months without use, counted from the last use', () => {
    expect(effectiveSmallValueLimit(setting, contact, Date.parse('2027-07-09T00:00:00Z'))).toBe(300_000);
    expect(effectiveSmallValueLimit(setting, contact, Date.parse('2027-07-10T02:00:00Z'))).toBe(0);
    const used = { ...setting, lastUsedAt: '2027-01-01T00:00:00.000Z' };
    expect(effectiveSmallValueLimit(used, contact, Date.parse('2028-06-01T00:00:00Z'))).toBe(300_000);
  });

  it('a limit of 0 ends the service; remaining never goes below 0', () => {
    expect(effectiveSmallValueLimit({ ...setting, limit: 0 }, contact, Date.parse('2026-06-01T00:00:00Z'))).toBe(0);
    expect(remainingSmallValue(300_000, 200_000)).toBe(100_000);
    expect(remainingSmallValue(300_000, 400_000)).toBe(0);
  });
});
