// Spec section 9: bill payment results come after 20:30 Monday to Friday (13:30 Saturday) with
// a failure e-mail then; a rejected forward-dated instruction is e-mailed in the morning of its
// processing date. On the bank's clock (ITSI900002 / the manual clock), never the wall clock.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { account, idempotencyKey, otp, type Account, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

const ADDRESS = 'chan.taiman@example.com';
// chan.taiman has an e-mail address for the results to be sent to.
it.beforeEach(async ({ bank }) => {
  await bank.app.bank.store.db.updateTable('customers').set({ email: ADDRESS }).where('login_id', '=', 'chan.taiman').execute();
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  savings: Account;
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>) => {
  bank.clock.advance(30_000);
  return { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
};
const pay = ({ bank, chan, device, savings }: Pick<Given, 'bank' | 'chan' | 'device' | 'savings'>, over: Record<string, unknown> = {}) =>
  bank.call('ITSI600003', { merchantId: 'M2401', billType: '01', billNo: '1234567890', fromAccountId: savings.accountId, currency: 'HKD', amount: 456_70, paymentDate: '2026-03-10', needReceipt: 'Y', receiptName: 'CHAN TAI MAN', receiptEmail: 'chan@example.com', idempotencyKey: idempotencyKey(), auth: auth({ bank, device }), ...over }, { token: chan });
const mails = (bank: Bank) => bank.app.bank.store.db.selectFrom('email_outbox').selectAll().where('address', '=', ADDRESS).orderBy('created_at').execute();
/** The bank at `iso`, its due work done; the session has ended by then: a new one. */
async function at(bank: Bank, iso: string): Promise<string> {
  bank.clock.set(iso);
  await runDueWork(bank.app.bank);
  return bank.login('chan.taiman');
}
const statusOf = async ({ bank, chan }: Pick<Given, 'bank' | 'chan'>, paymentId: string) => (await bank.call('ITSI600005', { paymentId }, { token: chan })).data.payment.status;
const available = async ({ bank, chan }: Pick<Given, 'bank' | 'chan'>) => (await account(bank, chan, '01', 'HKD')).available;

describe('the day’s results at 20:30', () => {
  it('a payment the merchant rejects comes back at 20:30, with its failure e-mail then and once', async ({ bank, chan, device, hkd: savings }) => {
    const res = await pay({ bank, chan, device, savings }, { billNo: '1234567899' }); // the sandbox merchants reject a bill number ending in 9
    expect(res.data.payment.status).toBe('2');
    const paymentId = res.data.payment.paymentId;
    const after = await available({ bank, chan });

    chan = await at(bank, '2026-03-10T12:29:59.000Z'); // 20:29:59 Hong Kong
    expect(await statusOf({ bank, chan }, paymentId)).toBe('2');
    expect(await mails(bank)).toHaveLength(0);

    chan = await at(bank, '2026-03-10T12:30:00.000Z'); // 20:30
    await runDueWork(bank.app.bank);
    expect(await statusOf({ bank, chan }, paymentId)).toBe('3');
    expect(await available({ bank, chan })).toBe(after + 456_70);
    const sent = await mails(bank);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ created_at: '2026-03-10T12:30:00.000Z' });
    expect(sent[0]!.subject).toContain(res.data.payment.referenceNo);
    expect(sent[0]!.body).toContain('HKD 456.70');
    expect(sent[0]!.body).toContain('繳付中華電力賬單'); // Traditional and Simplified Chinese and English
    expect(sent[0]!.body).toContain('缴付中华电力账单');
    expect(sent[0]!.body).toContain('was unsuccessful');
    expect((await bank.call('ITSI600012', {}, { token: chan })).data.receipts.some((r: { paymentDate: string; amount: number }) => r.amount === 456_70)).toBe(false);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('an accepted payment stays accepted and nobody is written to', async ({ bank, chan, device, hkd: savings }) => {
    const res = await pay({ bank, chan, device, savings });
    chan = await at(bank, '2026-03-10T13:00:00.000Z');
    expect(await statusOf({ bank, chan }, res.data.payment.paymentId)).toBe('2');
    expect(await mails(bank)).toHaveLength(0);
  });
});

describe('a rejected forward-dated instruction', () => {
  it('is e-mailed in the morning of its processing date, when the batch rejects it', async ({ bank, chan, device, hkd: savings }) => {
    const res = await pay({ bank, chan, device, savings }, { paymentDate: '2026-03-16', needReceipt: 'N', receiptName: undefined, receiptEmail: undefined });
    expect(res.data.payment.status).toBe('0');
    await bank.app.bank.store.db.updateTable('accounts').set({ status: 'frozen' }).where('id', '=', savings.accountId).execute();

    chan = await at(bank, '2026-03-15T22:59:00.000Z'); // Monday 06:59: not yet
    expect(await mails(bank)).toHaveLength(0);
    chan = await at(bank, '2026-03-15T23:00:00.000Z'); // Monday 07:00, the morning batch
    expect(await statusOf({ bank, chan }, res.data.payment.paymentId)).toBe('3');
    const sent = await mails(bank);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ created_at: '2026-03-15T23:00:00.000Z' });
    expect(sent[0]!.subject).toContain('Forward-dated bill payment rejected');
    expect(sent[0]!.body).toContain('2026-03-16');
  });
});
