// Direct debit suspension (SUPC; docs/decisions.md): the bank suspends an effective
// authorisation it can no longer honour (the debit account frozen or gone, the customer's
// accounts under review), tells the customer in the notices inbox, and nothing resumes by
// itself: an amendment is confirmed again by the merchant's bank (PEND, then SUCC).
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { account, idempotencyKey, otp, type Bank } from '../../../support/helpers.js';

const HOUR = 60 * 60 * 1000;
const it = test.extend<{ savingsId: string; currentId: string }>({
  savingsId: async ({ hkd }, use) => use(hkd.accountId),
  currentId: async ({ bank, chan }, use) => use((await account(bank, chan, '02', 'HKD')).accountId),
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  savingsId: string;
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>) => {
  bank.clock.advance(30_000);
  return { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
};
const terms = (fromAccountId: string) => ({ debtorReference: 'CLP 0123456789', fromAccountId, noUpperLimit: false, upperLimit: 1_500_00, periodicity: 'MNTH', maxCount: 1, expiryOption: '0' });

/** An authorisation made effective: an hour later, which ends the session. */
async function effective({ bank, chan, device, savingsId }: Pick<Given, 'bank' | 'chan' | 'device' | 'savingsId'>): Promise<string> {
  const res = await bank.call('ITSI620003', { merchantId: 'M2401', creditorType: 'proxy', creditorId: '7654321', ...terms(savingsId), idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
  expect(res.header.responseCode).toBe('00000');
  await bank.call('ITSI900002', { advanceMs: HOUR + 1000 });
  return res.data.authorisation.referenceNo;
}
const status = async ({ bank, chan }: Pick<Given, 'bank' | 'chan'>, referenceNo: string) => (await bank.call('ITSI620002', { referenceNo }, { token: chan })).data.authorisation.status;
type Text = { 'zh-TW': string; 'zh-CN': string; en: string };
const notices = async ({ bank, chan }: Pick<Given, 'bank' | 'chan'>) => (await bank.call('ITSI110001', {}, { token: chan })).data.notices as { title: Text; summary: Text }[];

describe('direct debit suspension', () => {
  it('stays effective while the account can be debited', async ({ bank, chan, device, savingsId }) => {
    const ref = await effective({ bank, chan, device, savingsId });
    // The session ended with the hour the clock moved: log on again.
    chan = await bank.login('chan.taiman');
    await runDueWork(bank.app.bank);
    expect(await status({ bank, chan }, ref)).toBe('SUCC');
    expect((await notices({ bank, chan })).some((n) => /suspended/.test(n.title.en))).toBe(false);
  });

  it('suspends when the debit account is frozen, says so once in the inbox, and resumes only by an amendment', async ({ bank, chan, device, savingsId, currentId }) => {
    const ref = await effective({ bank, chan, device, savingsId });
    // The session ended with the hour the clock moved: log on again.
    chan = await bank.login('chan.taiman');
    await bank.app.bank.store.db.updateTable('accounts').set({ status: 'frozen' }).where('id', '=', savingsId).execute();
    await runDueWork(bank.app.bank);
    await runDueWork(bank.app.bank); // twice: one notice, one change
    expect(await status({ bank, chan }, ref)).toBe('SUPC');
    const told = (await notices({ bank, chan })).filter((n) => n.title.en === 'Direct debit authorisation suspended');
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toMatchObject({ 'zh-TW': '直接付款授權已暫停', 'zh-CN': '直接付款授权已暂停' });
    expect(told[0]!.summary.en).toContain(ref);
    // The list filters by the status too.
    const listed = await bank.call('ITSI620001', { status: 'SUPC' }, { token: chan });
    expect(listed.data.authorisations.map((a: { referenceNo: string }) => a.referenceNo)).toEqual([ref]);

    // Amended to another account: the merchant's bank confirms it again.
    const amended = await bank.call('ITSI620004', { referenceNo: ref, ...terms(currentId), idempotencyKey: idempotencyKey(), auth: auth({ bank, device }) }, { token: chan });
    expect(amended.data.authorisation).toMatchObject({ status: 'PEND', fromAccountId: currentId });
    await bank.call('ITSI900002', { advanceMs: HOUR + 1000 });
    chan = await bank.login('chan.taiman');
    expect(await status({ bank, chan }, ref)).toBe('SUCC');
  });

  it('suspends while the customer’s accounts are under review', async ({ bank, chan, device, savingsId }) => {
    const ref = await effective({ bank, chan, device, savingsId });
    // The session ended with the hour the clock moved: log on again.
    chan = await bank.login('chan.taiman');
    await bank.call('ITSI191039', { kind: 'customer', value: 'chan.taiman' });
    await runDueWork(bank.app.bank);
    expect(await status({ bank, chan }, ref)).toBe('SUPC');
    const body = await bank.app.bank.store.db.selectFrom('notices').select('body_en').where('title_en', '=', 'Direct debit authorisation suspended').executeTakeFirstOrThrow();
    expect(body.body_en).toContain('under review');
  });

  it('a suspended authorisation can be cancelled', async ({ bank, chan, device, savingsId }) => {
    const ref = await effective({ bank, chan, device, savingsId });
    // The session ended with the hour the clock moved: log on again.
    chan = await bank.login('chan.taiman');
    await bank.app.bank.store.db.updateTable('accounts').set({ status: 'frozen' }).where('id', '=', savingsId).execute();
    await runDueWork(bank.app.bank);
    const cancelled = await bank.call('ITSI620005', { referenceNo: ref, idempotencyKey: idempotencyKey() }, { token: chan });
    expect(cancelled.data.authorisation.status).toBe('CNCL');
  });
});
