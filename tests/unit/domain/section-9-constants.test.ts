// Spec section 9 constants where they take effect: amounts over 10,000 in units of ten thousand
// (the display format money-wan), the 20 remittance and transfer conditions with the notice
// rules, the 14-character dashed account pattern in transfers, random codes of digits and
// lowercase letters (6 long), the header that turns opaque between 30 and 100 px of scroll.
import { describe, expect, it } from 'vitest';
import { formatTenThousands } from '../../../domain/format/money';
import { TRANSFER_ACCOUNT_PATTERN, formatTransferAccount } from '../../../domain/format/account';
import { RANDOM_CODE_ALPHABET, randomCode } from '../../../domain/format/random-code';
import { formatField } from '../../../engine/react/format-field';
import type { Field } from '../../../engine/core';
import { createFormatters } from '../../../app/format';
import { headerOpacity } from '../../../app/layout/header-opacity';
import { loadTermsDocument } from '../../../widgets/terms/documents';

const banks = { label: (code: string) => code } as never;

describe('amounts over 10,000 in units of ten thousand', () => {
  it('the money-wan format shows 萬 / 万 above 10,000 in Chinese, the full figure in English and below', () => {
    const field = { label: { 'zh-TW': '', 'zh-CN': '', en: '' }, value: 'amount', format: 'money-wan', currency: 'ccy' } as unknown as Field;
    const at = (amount: number, locale: 'zh-TW' | 'zh-CN' | 'en') => formatField(field, { amount, ccy: 'HKD' }, locale, createFormatters(locale, banks));
    expect(at(290_050_000, 'zh-TW')).toBe('HKD 290.05萬');
    expect(at(290_050_000, 'zh-CN')).toBe('HKD 290.05万');
    expect(at(290_050_000, 'en')).toBe('HKD 2,900,500.00');
    expect(at(1_000_000, 'zh-TW')).toBe('HKD 10,000.00');
    expect(at(1_000_001, 'zh-TW')).toBe('HKD 1.00萬');
    // Truncated, never rounded up: a balance is not overstated.
    expect(formatTenThousands(1_999_999, 'HKD', 'zh-TW')).toBe('HKD 1.99萬');
  });
});

describe('the remittance and transfer conditions', () => {
  const conditions = async (locale: 'zh-TW' | 'zh-CN' | 'en') => (await loadTermsDocument('remittance-terms', locale))!.paragraphs;

  it('has the 20 conditions, numbered, in every language', async () => {
    for (const locale of ['zh-TW', 'zh-CN', 'en'] as const) {
      const paragraphs = await conditions(locale);
      expect(paragraphs).toHaveLength(20);
      paragraphs.forEach((p, i) => expect(p.startsWith(`${i + 1}. `), `${locale} ${i + 1}`).toBe(true));
    }
  });

  it('states when a notice counts as delivered, the 30-day notice and remedy, Hong Kong law and the English version prevailing', async () => {
    const en = (await conditions('en')).join('\n');
    expect(en).toMatch(/48 hours after posting to an address in Hong Kong/);
    expect(en).toMatch(/7 days after posting to an address outside Hong Kong/);
    expect(en).toMatch(/3 business days after it is posted in the banking hall or published in a newspaper/);
    expect(en).toMatch(/on despatch when sent by fax, e-mail or telex/);
    expect(en).toMatch(/at least 30 calendar days/);
    expect(en).toMatch(/remedied within 30 days/);
    expect(en).toMatch(/Hong Kong law.*English version prevails/);
    const tw = (await conditions('zh-TW')).join('\n');
    for (const part of ['48小時', '7日', '3個營業日', '於發出時視為已送達', '30個曆日', '30日內', '以英文版本為準']) expect(tw).toContain(part);
    const cn = (await conditions('zh-CN')).join('\n');
    for (const part of ['48小时', '7日', '3个营业日', '于发出时视为已送达', '30个日历日', '30日内', '以英文版本为准']) expect(cn).toContain(part);
  });
});

describe('account numbers in transfers', () => {
  it('reads a 12-digit payee account back in the 14-character dashed pattern, others as entered', () => {
    const shown = formatTransferAccount('652907114838');
    expect(shown).toBe('652-907114-838');
    expect(shown).toHaveLength(14);
    expect(shown).toMatch(TRANSFER_ACCOUNT_PATTERN);
    expect(formatTransferAccount('652-907114-838')).toBe('652-907114-838');
    expect(formatTransferAccount('31539812044675')).toBe('31539812044675');
    expect(formatTransferAccount('01551268012345')).toBe('01551268012345');
    expect(TRANSFER_ACCOUNT_PATTERN.test('6529-0711-4838')).toBe(false);
  });
});

describe('random codes', () => {
  it('are 6 digits and lowercase letters by default, any length on request', () => {
    for (let i = 0; i < 200; i += 1) expect(randomCode()).toMatch(/^[0-9a-z]{6}$/);
    expect(randomCode(10)).toMatch(/^[0-9a-z]{10}$/);
    expect(RANDOM_CODE_ALPHABET).toHaveLength(36);
  });

  it('draw again for bytes that would bias the choice, and use every character', () => {
    // 252..255 would favour the first four characters: they are skipped.
    const bytes = [252, 253, 254, 255, 0, 35, 36, 71, 251, 10];
    let at = 0;
    const fill = (b: Uint8Array) => b.map(() => bytes[at++ % bytes.length]!);
    expect(randomCode(6, fill)).toBe('0z0zza');
    const seen = new Set<string>();
    for (let i = 0; i < 400; i += 1) for (const c of randomCode()) seen.add(c);
    expect(seen.size).toBe(36);
  });
});

describe('the header that turns opaque between 30 and 100 px of scroll', () => {
  it('is transparent up to 30 px, opaque from 100 px, and in between in proportion', () => {
    expect(headerOpacity(0)).toBe(0);
    expect(headerOpacity(30)).toBe(0);
    expect(headerOpacity(65)).toBe(0.5);
    expect(headerOpacity(100)).toBe(1);
    expect(headerOpacity(400)).toBe(1);
  });
});
