// ITSI170030-33: notification choices and reminders. The bank honours the choices where it
// raises notices (transfers out and in, told in batches by the due work; bill reminders; rate
// alerts; e-cheque clearing); security notices cannot be turned off; reminders come once.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { account, idempotencyKey, type Bank, tokenAuth, type TokenCustomer } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  device: TokenCustomer['device'];
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>) => tokenAuth({ bank, device });

async function titles(bank: Bank, token: string): Promise<string[]> {
  const res = await bank.call<{ notices: { title: { en: string } }[] }>('ITSI110001', {}, { token });
  return res.data.notices.map((n) => n.title.en);
}

const ALL_ON = { transferOut: true, transferIn: true, billDue: true, eCheque: true, fxAlert: true, security: true };

describe('notification choices', () => {
  it('are all on by default; security notices cannot be turned off', async ({ bank, chan, device }) => {
    expect((await bank.call('ITSI170030', {}, { token: chan })).data).toEqual(ALL_ON);
    const set = await bank.call('ITSI170031', { transferOut: false, transferIn: true, billDue: false, eCheque: true, fxAlert: true }, { token: chan });
    expect(set.data).toEqual({ ...ALL_ON, transferOut: false, billDue: false });
    const refused = await bank.call('ITSI170031', { transferOut: true, transferIn: true, billDue: true, eCheque: true, fxAlert: true, security: false }, { token: chan });
    expect(refused.header.responseCode).toBe('E000000400');
  });

  it('tells of a transfer out and in a few seconds later, once, unless the customer turned that kind off (money received; money sent is a prerequisite of transfers)', async ({ bank, chan, device }) => {
    const wong = await bank.login('wong.siuming');
    const from = await account(bank, chan, '01', 'HKD');
    const to = await account(bank, wong, '01', 'HKD');
    const send = async () => {
      const res = await bank.call(
        'ITSI300001',
        { fromAccountId: from.accountId, payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, currency: 'HKD', amount: 12_345, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) },
        { token: chan },
      );
      expect(res.header.responseCode).toBe('00000');
    };
    await send();
    // Not on the transfer's own path: nothing until the due work runs after a few seconds.
    expect(await titles(bank, chan)).not.toContain('Money sent');
    bank.clock.advance(6_000);
    await runDueWork(bank.app.bank);
    await runDueWork(bank.app.bank);
    expect((await titles(bank, chan)).filter((t) => t === 'Money sent')).toHaveLength(1);
    expect((await titles(bank, wong)).filter((t) => t === 'Money received')).toHaveLength(1);
    const sent = await bank.call<{ notices: { summary: { en: string } }[] }>('ITSI110001', {}, { token: chan });
    expect(sent.data.notices[0]!.summary.en).toBe(`HKD 123.45 sent from ****${from.accountNo.replace(/\D/g, '').slice(-4)} to WONG SIU MING (****${to.accountNo.replace(/\D/g, '').slice(-4)}).`);

    // Transfers need the notices of transfers out on (spec section 6 prerequisites): turned off,
    // the bank answers service-auth and leads to this page instead of sending.
    await bank.call('ITSI170031', { transferOut: false, transferIn: true, billDue: true, eCheque: true, fxAlert: true }, { token: chan });
    const refused = await bank.call('ITSI300001', { fromAccountId: from.accountId, payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, currency: 'HKD', amount: 12_345, idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(refused.header.responseCode).toBe('TE800000002');
    expect(refused.data).toEqual({ blockRedirect: 'PLZ_NOTICE_ON' });
    await bank.call('ITSI170031', { transferOut: true, transferIn: true, billDue: true, eCheque: true, fxAlert: true }, { token: chan });
    await bank.call('ITSI170031', { transferOut: true, transferIn: false, billDue: true, eCheque: true, fxAlert: true }, { token: wong });
    await send();
    bank.clock.advance(6_000);
    await runDueWork(bank.app.bank);
    expect((await titles(bank, chan)).filter((t) => t === 'Money sent')).toHaveLength(2);
    expect((await titles(bank, wong)).filter((t) => t === 'Money received')).toHaveLength(1); // turned off
  });
});

describe('reminders', () => {
  it('default to 3 days before a deposit matures, 1 day before a bill payment, no password reminder; only offered values', async ({ bank, chan, device }) => {
    expect((await bank.call('ITSI170032', {}, { token: chan })).data).toEqual({ depositMaturityDays: 3, billPaymentDays: 1, passwordAgeMonths: 0 });
    const set = await bank.call('ITSI170033', { depositMaturityDays: 7, billPaymentDays: 0, passwordAgeMonths: 3 }, { token: chan });
    expect(set.data).toEqual({ depositMaturityDays: 7, billPaymentDays: 0, passwordAgeMonths: 3 });
    expect((await bank.call('ITSI170033', { depositMaturityDays: 4, billPaymentDays: 0, passwordAgeMonths: 3 }, { token: chan })).header.responseCode).toBe('E000000400');
  });

  it('remind once of a time deposit maturing within the chosen days', async ({ bank, chan, device }) => {
    const ho = await bank.login('ho.wingyan');
    // The demo deposit matures 2 to 7 days ahead: with 7 days it is due a reminder.
    await bank.call('ITSI170033', { depositMaturityDays: 7, billPaymentDays: 1, passwordAgeMonths: 0 }, { token: ho });
    await runDueWork(bank.app.bank);
    await runDueWork(bank.app.bank);
    expect((await titles(bank, ho)).filter((t) => t === 'Time deposit maturing soon')).toHaveLength(1);
  });

  it('remind of a forward-dated bill payment the day before, unless bill notices are off; and of an old password', async ({ bank, chan, device }) => {
    const savings = await account(bank, chan, '01', 'HKD');
    const pay = (paymentDate: string) =>
      bank.call(
        'ITSI600003',
        { merchantId: 'M2401', billType: '01', billNo: '1234567890', fromAccountId: savings.accountId, currency: 'HKD', amount: 456_70, paymentDate, needReceipt: 'N', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) },
        { token: chan },
      );
    expect((await pay('2026-03-11')).header.responseCode).toBe('00000');
    expect((await pay('2026-03-16')).header.responseCode).toBe('00000');
    await runDueWork(bank.app.bank);
    expect((await titles(bank, chan)).filter((t) => t === 'Bill payment reminder')).toHaveLength(1);

    await bank.call('ITSI170031', { transferOut: true, transferIn: true, billDue: false, eCheque: true, fxAlert: true }, { token: chan });
    await bank.call('ITSI170033', { depositMaturityDays: 3, billPaymentDays: 7, passwordAgeMonths: 3 }, { token: chan });
    await runDueWork(bank.app.bank);
    // The second payment is now within 7 days, but bill notices are off; the password is not yet 3 months old.
    const now = await titles(bank, chan);
    expect(now.filter((t) => t === 'Bill payment reminder')).toHaveLength(1);
    expect(now.filter((t) => t === 'Time to change your log-on password')).toHaveLength(0);
    bank.clock.advance(100 * 86_400_000);
    chan = await bank.login('chan.taiman');
    await runDueWork(bank.app.bank);
    await runDueWork(bank.app.bank);
    expect((await titles(bank, chan)).filter((t) => t === 'Time to change your log-on password')).toHaveLength(1);
  });
});
