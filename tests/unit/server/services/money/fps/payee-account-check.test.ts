// ITSI300015: the payee's account checked on Next, before the confirm page and the token. A
// same-bank account must exist and take the currency; its holder comes back masked. Another
// bank's account cannot be told here. Counted with the look-ups, as numbers can be guessed.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { LOOKUPS_PER_WINDOW } from '../../../../../../server/services/money/fps/lookup-limit.js';
import { account } from '../../../support/helpers.js';

describe('payee account check', () => {
  it('finds a same-bank account with its holder masked, and says when there is none', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const wong = await bank.login('wong.siuming');
    const payee = await account(bank, wong, '01', 'HKD');
    const check = (accountNo: string, currency = 'HKD', bankCode = OWN_BANK_CODE) => bank.call('ITSI300015', { bankCode, accountNo, currency }, { token: chan });

    expect((await check(payee.accountNo)).data).toEqual({ sameBank: true, holderName: 'WO** SI* MI**' });
    const mistyped = payee.accountNo.slice(0, -1) + (payee.accountNo.endsWith('0') ? '1' : '0');
    expect((await check(mistyped)).header.responseCode).toBe('E300000004');
    expect((await check(payee.accountNo, 'JPY')).header.responseCode).toBe('E300000005');
    expect((await check('004512345678', 'HKD', '004')).data).toEqual({ sameBank: false });
  });

  it('is limited like the other look-ups', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const codes: string[] = [];
    for (let i = 0; i <= LOOKUPS_PER_WINDOW; i += 1) {
      codes.push((await bank.call('ITSI300015', { bankCode: OWN_BANK_CODE, accountNo: String(10_000_000 + i), currency: 'HKD' }, { token: chan })).header.responseCode);
    }
    expect(codes.slice(0, LOOKUPS_PER_WINDOW).every((c) => c === 'E300000004')).toBe(true);
    expect(codes.at(-1)).toBe('E000000429');
  });
});
