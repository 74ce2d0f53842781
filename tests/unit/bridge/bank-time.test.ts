// The soft token follows the bank's clock: codes are checked at the bank's time.
import { afterEach, describe, expect, it } from 'vitest';
import { bankNow, noteBankTime } from '../../../bridge/service/bank-time';

afterEach(() => noteBankTime(String(Date.now())));

describe('bank time', () => {
  it('follows the X-Bank-Time the bank sends, and ignores nonsense', () => {
    const ahead = Date.now() + 40 * 24 * 3600_000;
    noteBankTime(String(ahead));
    expect(Math.abs(bankNow() - ahead)).toBeLessThan(1000);
    noteBankTime('not a time');
    noteBankTime(null);
    expect(Math.abs(bankNow() - ahead)).toBeLessThan(1000);
  });
});
