// The e-cheque statuses the bank sets by itself (spec section 4): an issued cheque not signed
// within 30 minutes ends 'apply-failure'; a signed one never presented within its six months
// ends 'destroyed'; the sandbox's ITSI700013 voids one not yet presented ('internal-void').
// With the six the customer's actions reach, all nine show in the drawer's records.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { account, idempotencyKey, otp, type Bank } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
}

async function issueUnsigned({ bank, chan, device }: Pick<Given, 'bank' | 'chan' | 'device'>) {
  bank.clock.advance(30_000);
  const current = await account(bank, chan, '02', 'HKD');
  const res = await bank.call(
    'ITSI700002',
    { fromAccountId: current.accountId, currency: 'HKD', amount: 500_00, payeeName: 'WONG SIU MING', chequeDate: '2026-03-10', idempotencyKey: idempotencyKey(), auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) } },
    { token: chan },
  );
  expect(res.header.responseCode).toBe('00000');
  return res.data.cheque as { chequeId: string; chequeNo: string; status: string };
}

const sandboxCheque = async (bank: Bank, chequeDate?: string) =>
  (await bank.call('ITSI700008', { drawerLoginId: 'chan.taiman', payeeName: 'WONG SIU MING', currency: 'HKD', amount: 100_00, ...(chequeDate ? { chequeDate } : {}) })).data.cheque as { chequeId: string; chequeNo: string; status: string };

const statusOf = async ({ bank, chan }: Pick<Given, 'bank' | 'chan'>, chequeId: string) => (await bank.call('ITSI700005', { chequeId }, { token: chan })).data.cheque as { status: string; statusReason?: string };

describe('statuses the bank sets', () => {
  it('an issued cheque not signed within 30 minutes is an apply failure, once', async ({ bank, chan, device }) => {
    const cheque = await issueUnsigned({ bank, chan, device });
    expect(cheque.status).toBe('apply');
    bank.clock.advance(29 * 60_000);
    await runDueWork(bank.app.bank);
    chan = await bank.login('chan.taiman'); // the idle session ended meanwhile
    expect((await statusOf({ bank, chan }, cheque.chequeId)).status).toBe('apply');
    bank.clock.advance(2 * 60_000);
    await runDueWork(bank.app.bank);
    await runDueWork(bank.app.bank);
    chan = await bank.login('chan.taiman');
    expect(await statusOf({ bank, chan }, cheque.chequeId)).toMatchObject({ status: 'apply-failure', statusReason: 'Not signed within 30 minutes: the issue application failed' });
  });

  it('a signed cheque never presented within six months of its date is destroyed', async ({ bank, chan, device }) => {
    const fresh = await sandboxCheque(bank, '2026-03-10');
    const stale = await sandboxCheque(bank, '2025-09-09');
    expect(stale.status).toBe('normal');
    await runDueWork(bank.app.bank);
    expect((await statusOf({ bank, chan }, stale.chequeId)).status).toBe('destroyed');
    expect((await statusOf({ bank, chan }, fresh.chequeId)).status).toBe('normal');
  });

  it('the sandbox voids a cheque not yet presented, and only such a one', async ({ bank, chan, device }) => {
    const cheque = await sandboxCheque(bank);
    const voided = await bank.call('ITSI700013', { chequeNo: cheque.chequeNo });
    expect(voided.data.cheque).toMatchObject({ status: 'internal-void', statusReason: 'Voided by the bank' });
    expect((await bank.call('ITSI700013', { chequeNo: cheque.chequeNo })).header.responseCode).toBe('E700000053');
  });

  it("the drawer's records filter by each of the nine statuses", async ({ bank, chan, device }) => {
    const unsigned = await issueUnsigned({ bank, chan, device });
    bank.clock.advance(31 * 60_000);
    await runDueWork(bank.app.bank);
    chan = await bank.login('chan.taiman');
    const voided = await sandboxCheque(bank);
    await bank.call('ITSI700013', { chequeNo: voided.chequeNo });
    for (const status of ['apply-failure', 'internal-void', 'normal']) {
      const res = await bank.call('ITSI700004', { role: 'issued', status }, { token: chan });
      expect(res.header.responseCode, status).toBe('00000');
      expect(res.data.cheques.every((c: { status: string }) => c.status === status)).toBe(true);
    }
    const failed = await bank.call('ITSI700004', { role: 'issued', status: 'apply-failure' }, { token: chan });
    expect(failed.data.cheques.map((c: { chequeId: string }) => c.chequeId)).toContain(unsigned.chequeId);
  });
});
