// Identity numbers against the public examples (validator.js tests and GB 11643-1999 specimens)
// and the spec's birth-date rules ('date format error', 'birth date error').
import { describe, expect, it } from 'vitest';
import examples from './id-check-examples.json';
import {
  ageOn,
  checkBirthDate,
  checkHkid,
  checkIdNumber,
  checkMacauId,
  checkMainlandId,
  checkPassport,
  cnIdCheckCharacter,
  hkidCheckCharacter,
  maskIdNumber,
} from '../../../domain/identity';

const TODAY = '2026-11-25';

describe('Hong Kong identity card', () => {
  for (const ex of examples.hkid) {
    it(`${ex.input} is ${ex.valid ? 'valid' : `refused (${ex.reason})`}`, () => {
      const r = checkHkid(ex.input);
      expect(r.ok).toBe(ex.valid);
      if (!r.ok) expect(r.problem).toBe(ex.reason === 'check_digit' ? 'check-digit' : 'format');
    });
    if ('expectedCheck' in ex && ex.expectedCheck && /^[A-Z]{1,2}[0-9]{6}/i.test(ex.input)) {
      it(`computes the check character ${ex.expectedCheck} for ${ex.input}`, () => {
        const m = /^([A-Z]{1,2})([0-9]{6})/.exec(ex.input.toUpperCase())!;
        expect(hkidCheckCharacter(m[1]!, m[2]!)).toBe(ex.expectedCheck);
      });
    }
  }
  it('normalises the written forms and keeps two-letter prefixes', () => {
    expect(checkHkid(' a123456 (3) ')).toEqual({ ok: true, normalised: 'A123456(3)' });
    expect(checkHkid('AB9876543')).toEqual({ ok: true, normalised: 'AB987654(3)' });
    expect(checkHkid('G123456A')).toEqual({ ok: true, normalised: 'G123456(A)' });
  });
  it('refuses empty input, unpaired brackets, three letters and a wrong length', () => {
    expect(checkHkid('')).toEqual({ ok: false, problem: 'empty' });
    expect(checkHkid('A123456(3')).toEqual({ ok: false, problem: 'format' });
    expect(checkHkid('ABC123456(3)')).toEqual({ ok: false, problem: 'format' });
    expect(checkHkid('A12345(3)')).toEqual({ ok: false, problem: 'format' });
  });
});

describe('mainland resident identity card', () => {
  for (const ex of examples.cn_resident_id) {
    it(`${ex.input} is ${ex.valid ? 'valid' : `refused (${ex.reason})`}`, () => {
      expect(checkMainlandId(ex.input, TODAY).ok).toBe(ex.valid);
    });
  }
  it('names the reason the examples are refused', () => {
    expect(checkMainlandId('235407195106112742', TODAY)).toEqual({ ok: false, problem: 'check-digit' });
    expect(checkMainlandId('520323197802318856', TODAY)).toEqual({ ok: false, problem: 'date-format' });
    expect(checkMainlandId('160323197806058856', TODAY)).toEqual({ ok: false, problem: 'region' });
    expect(checkMainlandId('235407207006112742', TODAY)).toEqual({ ok: false, problem: 'birth-date' });
    expect(checkMainlandId('X231071922', TODAY)).toEqual({ ok: false, problem: 'format' });
  });
  it('reads the birth date of 18- and 15-character numbers and accepts a lower-case x', () => {
    expect(checkMainlandId('11010519491231002x', TODAY)).toEqual({ ok: true, normalised: '11010519491231002X', birthDate: '1949-12-31' });
    expect(checkMainlandId('110101491001001', TODAY)).toEqual({ ok: true, normalised: '110101491001001', birthDate: '1949-10-01' });
  });
  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(cnIdCheckCharacter('44052418800101001')).toBe('4');
    expect(cnIdCheckCharacter('11010519491231002')).toBe('X');
    expect(cnIdCheckCharacter('23540719510611274')).toBe('5');
  });
  it('refuses a birth date after the given today, whatever the machine clock says', () => {
    const first17 = '11010520261126001';
    const id = first17 + cnIdCheckCharacter(first17);
    expect(checkMainlandId(id, '2026-11-25')).toEqual({ ok: false, problem: 'birth-date' });
    expect(checkMainlandId(id, '2026-11-26').ok).toBe(true);
  });
});

describe('birth dates', () => {
  it('knows leap years and month lengths', () => {
    expect(checkBirthDate('20000229', TODAY)).toEqual({ ok: true, date: '2000-02-29' });
    expect(checkBirthDate('19000229', TODAY)).toEqual({ ok: false, problem: 'date-format' });
    expect(checkBirthDate('19990431', TODAY)).toEqual({ ok: false, problem: 'date-format' });
    expect(checkBirthDate('19991301', TODAY)).toEqual({ ok: false, problem: 'date-format' });
    expect(checkBirthDate('18500101', TODAY)).toEqual({ ok: false, problem: 'birth-date' });
  });
  it('counts full years of age', () => {
    expect(ageOn('2008-11-25', '2026-11-25')).toBe(18);
    expect(ageOn('2008-11-26', '2026-11-25')).toBe(17);
    expect(ageOn('2008-12-01', '2026-11-25')).toBe(17);
  });
});

describe('Macau identity card and passports', () => {
  it('accepts the written forms of a Macau number and normalises them', () => {
    expect(checkMacauId('1234567(8)')).toEqual({ ok: true, normalised: '1234567(8)' });
    expect(checkMacauId('1/234567/8')).toEqual({ ok: true, normalised: '1234567(8)' });
    expect(checkMacauId('52345678')).toEqual({ ok: true, normalised: '5234567(8)' });
  });
  it('refuses other first digits and lengths', () => {
    expect(checkMacauId('3234567(8)')).toEqual({ ok: false, problem: 'format' });
    expect(checkMacauId('123456(8)')).toEqual({ ok: false, problem: 'format' });
    expect(checkMacauId('1/2345678')).toEqual({ ok: false, problem: 'format' });
  });
  it('checks passports by form', () => {
    expect(checkPassport('k12345678')).toEqual({ ok: true, normalised: 'K12345678' });
    expect(checkPassport('ABCDEFGH').ok).toBe(false);
    expect(checkPassport('A1234').ok).toBe(false);
    expect(checkPassport('A1234567890').ok).toBe(false);
  });
  it('dispatches by type and masks all but the last four', () => {
    expect(checkIdNumber('HKID', 'A123456(3)', TODAY).ok).toBe(true);
    expect(checkIdNumber('CNID', '440524188001010014', TODAY).ok).toBe(true);
    expect(checkIdNumber('PASSPORT', 'A123456(3)', TODAY).ok).toBe(false);
    expect(maskIdNumber('A123456(3)')).toBe('****4563');
  });
});
