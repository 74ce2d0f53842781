// The password policy and the spec's strength codes (1 weak, 2 medium, 3 strong).
import { describe, expect, it } from 'vitest';
import { identityKey, passwordAccepted, passwordProblem, passwordStrength } from '../../../domain/security/password';

describe('password policy', () => {
  it.each([
    ['short1', 'length'],
    ['a'.repeat(18) + '123', 'length'],
    ['abcdefgh', 'letterAndDigit'],
    ['12345678', 'letterAndDigit'],
    ['abcd 1234', 'characters'],
    ['密碼abcd1234', 'characters'],
    ['abcd11112', 'repeated'],
  ])('%s is refused: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
    expect(passwordStrength(password)).toBe(1);
    expect(passwordAccepted(password)).toBe(false);
  });

  it('refuses the login id inside the password, in any case, and the old password', () => {
    expect(passwordProblem('Chan.Taiman9', { loginId: 'chan.taiman' })).toBe('loginId');
    expect(passwordProblem('Demo@2026', { oldPassword: 'Demo@2026' })).toBe('sameAsOld');
    expect(passwordProblem('Demo@2027', { oldPassword: 'Demo@2026', loginId: 'chan.taiman' })).toBeNull();
  });
});

describe('password strength codes', () => {
  it.each([
    ['abcdefg1', 1],
    ['abcdefghi1', 2],
    ['abcdEfg1', 2],
    ['abcdEfgh12', 3],
    ['abcD@fg1', 3],
    ['Demo@2026', 3],
  ] as const)('%s is %i', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
    expect(passwordAccepted(password)).toBe(strength >= 2);
  });
});

describe('identity numbers', () => {
  it('compares HKID numbers without brackets, spaces or case', () => {
    expect(identityKey('A123456(3)')).toBe('A1234563');
    expect(identityKey('a123456 3')).toBe('A1234563');
    expect(identityKey('A1234563')).toBe(identityKey('A123456(3)'));
  });
});
