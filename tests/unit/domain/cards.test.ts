// Binding a mainland debit card: the Luhn check digit, the issuing bank by prefix, the holder's
// name compared with the customer's names, the reserved mobile, the masked number.
import { describe, expect, it } from 'vitest';
import {
  bankOfCard,
  cardProblem,
  comparableName,
  holderNameMatches,
  luhnCheckDigit,
  luhnValid,
  maskCardNo,
  normaliseMainlandMobile,
  RESERVED_MOBILE_PATTERN,
} from '../../../domain/cards';
import contract from '../../../schemas/api/ITSI190002.json';
import { evaluateLogic } from '../../../engine/core/context';

describe('Luhn', () => {
  it('accepts the published test numbers and refuses any single changed digit', () => {
    for (const n of ['4111111111111111', '5500005555555559', '6222021234567890128', '79927398713']) expect(luhnValid(n)).toBe(true);
    const n = '6222021234567890128';
    for (let i = 0; i < n.length; i++) {
      const d = Number(n[i]);
      const changed = `${n.slice(0, i)}${(d + 1) % 10}${n.slice(i + 1)}`;
      expect(luhnValid(changed), changed).toBe(false);
    }
  });

  it('is the flows\' JSON Logic check too, spaces between groups allowed', () => {
    expect(evaluateLogic({ luhn: [{ var: 'n' }] }, { n: '6222 0212 3456 7890 128' })).toBe(true);
    expect(evaluateLogic({ luhn: [{ var: 'n' }] }, { n: '6222 0212 3456 7890 127' })).toBe(false);
    expect(evaluateLogic({ luhn: [{ var: 'n' }] }, {})).toBe(false);
  });

  it('catches a swap of two different neighbours (except 0 and 9) and refuses what is not digits', () => {
    expect(luhnValid('6222021234567890182')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('6222 0212')).toBe(false);
    expect(luhnCheckDigit('622202123456789012')).toBe('8');
  });
});

describe('the card to bind', () => {
  const card = { bankCode: 'ICBC', cardNo: '6222 0212 3456 7890 128', reservedMobile: '13800138000' };

  it('knows the bank by the card prefix', () => {
    expect(bankOfCard('6222021234567890128')).toBe('ICBC');
    expect(bankOfCard('6217001234567890122')).toBe('CCB');
    expect(bankOfCard('4111111111111111')).toBeUndefined();
  });

  it('names the first problem: length, Luhn, unknown bank, another bank, mobile', () => {
    expect(cardProblem(card)).toBeUndefined();
    expect(cardProblem({ ...card, cardNo: '6222 0212 3456' })).toBe('cardNumber');
    expect(cardProblem({ ...card, cardNo: '6222021234567890127' })).toBe('luhn');
    expect(cardProblem({ ...card, cardNo: '4111111111111111' })).toBe('unknownBank');
    expect(cardProblem({ ...card, bankCode: 'CCB' })).toBe('bankMismatch');
    expect(cardProblem({ ...card, bankCode: 'HSBC' })).toBe('bankMismatch');
    expect(cardProblem({ ...card, reservedMobile: '91234567' })).toBe('mobile');
  });

  it('takes the reserved mobile with or without 86 / +86, spaces and hyphens, as the contract does', () => {
    for (const m of ['13800138000', '8613800138000', '+86 13800138000', '+86-138-0013-8000']) expect(normaliseMainlandMobile(m)).toBe('+86 13800138000');
    expect(normaliseMainlandMobile('23800138000')).toBeUndefined();
    expect(normaliseMainlandMobile('+852 91234567')).toBeUndefined();
    const schema = (contract.request.properties.reservedMobile as { pattern: string }).pattern;
    expect(schema).toBe(RESERVED_MOBILE_PATTERN);
  });

  it('masks all but the first and last four digits', () => {
    expect(maskCardNo('6222 0212 3456 7890 128')).toBe('6222 **** **** 0128');
  });
});

describe('the holder name is the customer\'s own', () => {
  const names = ['黃小明', '黄小明', 'WONG SIU MING'];

  it('matches any of the names, ignoring case, spaces, hyphens, commas and middle dots', () => {
    for (const n of ['黃小明', '黄小明', ' 黄 小明 ', 'Wong Siu-ming', 'WONG, SIU MING', 'wong siu ming']) expect(holderNameMatches(n, names), n).toBe(true);
    expect(comparableName('Chan·Tai-Man')).toBe('CHANTAIMAN');
  });

  it('refuses another name, a part of the name and an empty one', () => {
    for (const n of ['陳大文', 'WONG SIU', 'SIU MING WONG', '', '  ']) expect(holderNameMatches(n, names), n).toBe(false);
  });
});
