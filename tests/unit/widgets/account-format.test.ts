import { describe, expect, it } from 'vitest';
import { accountGroups, formatAccountNo, maskAccountNo } from '../../../domain/format/account';

describe('formatAccountNo', () => {
  it('groups savings, current and multi-currency accounts 3-3-1-6-1', () => {
    for (const type of ['01', '02', '03']) {
      expect(formatAccountNo('01234567890123', type)).toBe('012-345-6-789012-3');
    }
  });

  it('groups ATM card numbers 4-4-4-4', () => {
    expect(formatAccountNo('6212345678901234', '04')).toBe('6212-3456-7890-1234');
  });

  it('groups other account types 3-3-2-5-1', () => {
    for (const type of ['05', '06', '08', '14', undefined, null]) {
      expect(formatAccountNo('01234567890123', type)).toBe('012-345-67-89012-3');
    }
  });

  it('re-groups a number that already has dashes or spaces', () => {
    expect(formatAccountNo('012-345-6-789012-3', '01')).toBe('012-345-6-789012-3');
    expect(formatAccountNo('6212 3456 7890 1234', '04')).toBe('6212-3456-7890-1234');
  });

  it('leaves numbers of the wrong length ungrouped rather than misplace a dash', () => {
    expect(formatAccountNo('0123456789012345', '01')).toBe('0123456789012345');
    expect(formatAccountNo('01234567890123', '04')).toBe('01234567890123');
    expect(formatAccountNo('', '01')).toBe('');
    expect(formatAccountNo(undefined, '01')).toBe('');
  });

  it('describes the group lengths per type', () => {
    expect(accountGroups('02')).toEqual([3, 3, 1, 6, 1]);
    expect(accountGroups('04')).toEqual([4, 4, 4, 4]);
    expect(accountGroups('09')).toEqual([3, 3, 2, 5, 1]);
  });
});

describe('maskAccountNo', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNo('01234567890123')).toBe('****0123');
    expect(maskAccountNo('012-345-6-789012-3')).toBe('****0123');
    expect(maskAccountNo('1234')).toBe('1234');
    expect(maskAccountNo(undefined)).toBe('');
  });
});
