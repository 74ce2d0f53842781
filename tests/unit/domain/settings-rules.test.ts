// The e-mail rule of spec section 5 and the phone-banking PIN rules, shared by the forms and
// the bank.
import { describe, expect, it } from 'vitest';
import { emailProblem, maskEmail, normalEmail, sameEmail } from '../../../domain/profile/email';
import { personalPins, phonePinProblem } from '../../../domain/security/phone-banking-pin';
import { mobileNumber } from '../../../domain/profile/mobile-number';

describe('e-mail rule', () => {
  it('accepts word characters with dotted parts and a 2 to 5 letter suffix', () => {
    for (const ok of ['chan@example.com', 'tai.man_chan@example.com.hk', 'a-b+c@mail-box.example.org', 'x@y.museu']) expect(emailProblem(ok), ok).toBeNull();
  });

  it('refuses what the rule does not allow', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
    for (const bad of ['chan', 'chan@', '@example.com', 'chan@example', 'chan@example.c', 'chan@example.museum', 'ch an@example.com', 'chan..x@example.com', 'chan@ex_ample.com', 'a@b@example.com', 'chan@example.c0m']) {
      expect(emailProblem(bad), bad).toBe('format');
    }
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('tooLong');
  });

  it('answers at once on input made to make a pattern backtrack', () => {
    const started = performance.now();
    expect(emailProblem(`${'a.'.repeat(60)}@${'b.'.repeat(60)}!`)).toBe('format');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('keeps the name as typed, the domain in lower case; masks and compares', () => {
    expect(normalEmail(' Tai.Man@Example.COM ')).toBe('Tai.Man@example.com');
    expect(normalEmail('nope')).toBeNull();
    expect(maskEmail('chan.taiman@example.com')).toBe('c***n@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(sameEmail('chan@EXAMPLE.com', 'chan@example.com')).toBe(true);
    expect(sameEmail('Chan@example.com', 'chan@example.com')).toBe(false);
    expect(sameEmail(null, 'chan@example.com')).toBe(false);
  });
});

describe('phone-banking PIN', () => {
  it('wants six digits', () => {
    for (const bad of ['12345', '1234567', '12a456', '']) expect(phonePinProblem(bad)).toBe('format');
  });

  it('refuses one digit repeated, runs up or down (wrapping), repeated groups and pairs', () => {
    expect(phonePinProblem('000000')).toBe('repeated');
    for (const run of ['123456', '654321', '890123', '098765']) expect(phonePinProblem(run), run).toBe('sequence');
    for (const pattern of ['121212', '123123', '112233', '909090']) expect(phonePinProblem(pattern), pattern).toBe('pattern');
    for (const ok of ['580714', '693028', '135792']) expect(phonePinProblem(ok), ok).toBeNull();
  });

  it("refuses the customer's date of birth, the end of the mobile and digits of the ID number", () => {
    const me = { birthDate: '1985-03-12', mobile: '+852 91234567', idNumber: 'A123456(3)' };
    expect(personalPins(me)).toEqual(new Set(['120385', '850312', '031285', '198503', '031985', '120319', '234567', '123456', '234563']));
    expect(phonePinProblem('850312', me)).toBe('personal');
    expect(phonePinProblem('198503', me)).toBe('personal');
    expect(phonePinProblem('580714', me)).toBeNull();
    expect(phonePinProblem('850312')).toBeNull();
  });
});

describe('mobile numbers', () => {
  it('takes a Hong Kong mobile without a country code and overseas ones with it; refuses landlines', () => {
    expect(mobileNumber('6123 4567')).toBe('+85261234567');
    expect(mobileNumber('+86 138 0013 8000')).toBe('+8613800138000');
    expect(mobileNumber('+853 6612 3456')).toBe('+85366123456');
    expect(mobileNumber('2123 4567')).toBeNull();
    expect(mobileNumber('+44 20 7946 0000')).toBeNull();
    expect(mobileNumber('1234')).toBeNull();
  });
});
