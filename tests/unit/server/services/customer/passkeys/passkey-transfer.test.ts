// Transfers confirmed with a passkey (fingerprint / Face ID on the web): the bank verifies the
// assertion in the transfer's own transaction (verifyCredential). Only a fresh 'confirm'
// challenge of this customer answered by this customer's passkey moves money; everything
// else is refused with nothing moved and an audit event written.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect } from 'vitest';
import { test } from '../../../support/fixtures.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { runDueWork } from '../../../../../../server/services/bank/due-work.js';
import { authEventsOf } from '../../../../../../server/services/bank/audit.js';
import { account, idempotencyKey, type Account, type Bank, type Envelope, settleBindings, bindingProof } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';
import { createSoftAuthenticator, type SoftAuthenticator } from '../../../support/device-soft-authenticator.js';

const it = test.extend<{ chanDevice: SoftAuthenticator }>({
  // chan.taiman's passkey, registered and past the cooling-off of a new binding.
  chanDevice: async ({ bank, chan }, use) => {
    const device = createSoftAuthenticator();
    await register(bank, chan, device);
    await use(device);
  },
});

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  wong: string;
  to: Account;
  chan: string;
  from: Account;
}

async function register(bank: Bank, token: string, device: SoftAuthenticator) {
  const opts = await bank.call('ITSI510001', await bindingProof(bank, token, 'ITSI510001'), { token });
  const res = await bank.call('ITSI510002', { challengeId: opts.data.challengeId, credential: device.register(opts.data.options) }, { token });
  expect(res.header.responseCode).toBe('00000');
  // Past the cooling-off period of a new binding, as a tester does (sandbox ITSI900003).
  await settleBindings(bank, token);
}

/** A 'confirm' challenge of the customer behind `token`, answered by `device`. */
async function passkeyAuth(bank: Bank, token: string, device: SoftAuthenticator, opts?: Parameters<SoftAuthenticator['assert']>[3]) {
  const o = await bank.call('ITSI510006', {}, { token });
  expect(o.header.responseCode).toBe('00000');
  return { method: 'passkey', challengeId: o.data.challengeId, credential: device.assert(o.data.options, undefined, undefined, opts) };
}

function sameBank({ bank, to, chan, from }: Pick<Given, 'bank' | 'to' | 'chan' | 'from'>, auth: Record<string, unknown>, amount = 50_000, key = idempotencyKey()) {
  return bank.call(
    'ITSI300001',
    {
      fromAccountId: from.accountId,
      payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: to.accountNo },
      currency: 'HKD',
      amount,
      idempotencyKey: key,
      auth,
    },
    { token: chan },
  );
}

async function expectNothingMoved({ bank, wong, to, chan, from }: Pick<Given, 'bank' | 'wong' | 'to' | 'chan' | 'from'>, res: Envelope, code: string) {
  expect(res.header.responseCode).toBe(code);
  expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance);
  expect((await account(bank, wong, '01', 'HKD')).balance).toBe(to.balance);
  const records = await bank.call('ITSI300002', { pageNo: 1, pageSize: 10 }, { token: chan });
  expect(records.header.responseCode).toBe('00000');
  expect(records.data.records).toEqual([]);
}

async function confirmEvents({ bank, chan }: Pick<Given, 'bank' | 'chan'>) {
  const events = await authEventsOf(bank.app.bank, (await bank.call('ITSI100003', {}, { token: chan })).data.user.custId);
  return events.filter((e) => e.event === 'passkey-confirm');
}

describe('same-bank transfer confirmed with a passkey (ITSI300001)', () => {
  it('moves the money once, advances the sign counter and records the confirmation', async ({ bank, wong, wongHkd: to, chan, hkd: from, chanDevice }) => {
    const key = idempotencyKey();
    const res = await sameBank({ bank, to, chan, from }, await passkeyAuth(bank, chan, chanDevice), 50_000, key);
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.transfer).toMatchObject({ transferType: 'same-bank', status: '1', amount: 50_000 });
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance - 50_000);
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(to.balance + 50_000);
    expect((await confirmEvents({ bank, chan })).map((e) => e.outcome)).toEqual(['success']);
    const list = await bank.call('ITSI510005', {}, { token: chan });
    expect(list.data.passkeys[0].lastUsedAt).toBeTruthy();
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it("refuses another customer's passkey", async ({ bank, wong, wongHkd: to, chan, hkd: from, chanDevice }) => {
    const wongDevice = createSoftAuthenticator();
    await register(bank, wong, wongDevice);
    // Chan's challenge, signed by Wong's passkey (allowCredentials aside, a device can sign anything).
    const res = await sameBank({ bank, to, chan, from }, await passkeyAuth(bank, chan, wongDevice));
    await expectNothingMoved({ bank, wong, to, chan, from }, res, 'E510000002');
    expect((await confirmEvents({ bank, chan })).map((e) => [e.outcome, JSON.parse(e.detail ?? '{}').reason])).toEqual([['failure', 'unknown-credential']]);
  });

  it("refuses another customer's challenge", async ({ bank, wong, wongHkd: to, chan, hkd: from, chanDevice }) => {
    const wongDevice = createSoftAuthenticator();
    await register(bank, wong, wongDevice);
    const res = await sameBank({ bank, to, chan, from }, await passkeyAuth(bank, wong, chanDevice));
    await expectNothingMoved({ bank, wong, to, chan, from }, res, 'E510000001');
  });

  it('refuses a replayed challenge, even for a new instruction', async ({ bank, wongHkd: to, chan, hkd: from, chanDevice, wong }) => {
    const auth = await passkeyAuth(bank, chan, chanDevice);
    expect((await sameBank({ bank, to, chan, from }, auth, 10_000)).header.responseCode).toBe('00000');
    const second = await sameBank({ bank, to, chan, from }, auth, 10_000);
    expect(second.header.responseCode).toBe('E510000001');
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance - 10_000);
    // Events written at the same sandbox instant: compared without their order.
    expect((await confirmEvents({ bank, chan })).map((e) => `${e.outcome}:${JSON.parse(e.detail ?? '{}').reason ?? ''}`).sort()).toEqual([
      'failure:challenge',
      'success:',
    ]);
  });

  it('refuses a logon challenge', async ({ bank, wong, wongHkd: to, chan, hkd: from, chanDevice }) => {
    const o = await bank.call('ITSI510003', {});
    const auth = { method: 'passkey', challengeId: o.data.challengeId, credential: chanDevice.assert(o.data.options) };
    await expectNothingMoved({ bank, wong, to, chan, from }, await sameBank({ bank, to, chan, from }, auth), 'E510000001');
  });

  it('refuses a bad signature, tampered data and a counter that did not go up', async ({ bank, wong, wongHkd: to, chan, hkd: from, chanDevice }) => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await expectNothingMoved({ bank, wong, to, chan, from }, await sameBank({ bank, to, chan, from }, await passkeyAuth(bank, chan, chanDevice, { key: privateKey })), 'E510000002');
    await expectNothingMoved({ bank, wong, to, chan, from }, await sameBank({ bank, to, chan, from }, await passkeyAuth(bank, chan, chanDevice, { tamper: true })), 'E510000002');
    expect((await sameBank({ bank, to, chan, from }, await passkeyAuth(bank, chan, chanDevice, { counter: 7 }), 1_000)).header.responseCode).toBe('00000');
    const cloned = await sameBank({ bank, to, chan, from }, await passkeyAuth(bank, chan, chanDevice, { counter: 7 }), 1_000);
    expect(cloned.header.responseCode).toBe('E510000002');
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance - 1_000);
    const reasons = (await confirmEvents({ bank, chan })).map((e) => JSON.parse(e.detail ?? '{}').reason ?? 'ok');
    expect(reasons.sort()).toEqual(['counter', 'ok', 'signature', 'signature']);
  });

  it('spends the challenge of a transfer the bank refuses for another reason', async ({ bank, wongHkd: to, chan, hkd: from, chanDevice, wong }) => {
    const auth = await passkeyAuth(bank, chan, chanDevice);
    // A refusal after the credential: the payee's account is not at this bank (a balance
    // refusal would need strengthened verification first, being a large amount).
    const unknownPayee = await bank.call('ITSI300001', { fromAccountId: from.accountId, payee: { name: 'NOBODY', bankCode: OWN_BANK_CODE, accountNo: '39800000000000' }, currency: 'HKD', amount: 1_000, idempotencyKey: idempotencyKey(), auth }, { token: chan });
    expect(unknownPayee.header.responseCode).toBe('E300000004');
    expect((await sameBank({ bank, to, chan, from }, auth, 1_000)).header.responseCode).toBe('E510000001');
  });

  it('refuses a credential outside the contract (oversized or with unknown fields)', async ({ bank, wong, wongHkd: to, chan, hkd: from, chanDevice }) => {
    const auth = await passkeyAuth(bank, chan, chanDevice);
    const credential = auth.credential as { response: Record<string, unknown> };
    const huge = { ...auth, credential: { ...credential, response: { ...credential.response, signature: 'A'.repeat(2000) } } };
    await expectNothingMoved({ bank, wong, to, chan, from }, await sameBank({ bank, to, chan, from }, huge), 'E000000400');
    const extra = { ...auth, credential: { ...credential, extra: 'x' } };
    await expectNothingMoved({ bank, wong, to, chan, from }, await sameBank({ bank, to, chan, from }, extra), 'E000000400');
  });
});

describe('FPS and express transfers confirmed with a passkey (ITSI300005)', () => {
  it('sends an instant transfer by proxy with a passkey, and refuses a replayed one', async ({ bank, chan, hkd: from, chanDevice, wong }) => {
    const auth = await passkeyAuth(bank, chan, chanDevice);
    const body = { kind: 'instant', fromAccountId: from.accountId, currency: 'HKD', proxy: { type: 'MOBN', value: '98765432' }, amount: 12_345 };
    const ok = await bank.call('ITSI300005', { ...body, idempotencyKey: idempotencyKey(), auth }, { token: chan });
    expect(ok.header.responseCode).toBe('00000');
    expect(ok.data.transfer).toMatchObject({ transferKind: 'instant', payeeBankCode: '004' });
    const replay = await bank.call('ITSI300005', { ...body, idempotencyKey: idempotencyKey(), auth }, { token: chan });
    expect(replay.header.responseCode).toBe('E510000001');
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance - 12_345);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it("sends an express transfer with a passkey and refuses another customer's", async ({ bank, wong, chan, chanDevice }) => {
    const usd = await account(bank, chan, '03', 'USD');
    const body = { kind: 'express', fromAccountId: usd.accountId, currency: 'USD', payee: { name: 'HO KA MING', bankCode: '004', accountNo: '004512345678' }, amount: 10_000 };
    const wongDevice = createSoftAuthenticator();
    await register(bank, wong, wongDevice);
    const refused = await bank.call('ITSI300005', { ...body, idempotencyKey: idempotencyKey(), auth: await passkeyAuth(bank, chan, wongDevice) }, { token: chan });
    expect(refused.header.responseCode).toBe('E510000002');
    expect((await account(bank, chan, '03', 'USD')).balance).toBe(usd.balance);
    const ok = await bank.call('ITSI300005', { ...body, idempotencyKey: idempotencyKey(), auth: await passkeyAuth(bank, chan, chanDevice) }, { token: chan });
    expect(ok.header.responseCode).toBe('00000');
    expect((await account(bank, chan, '03', 'USD')).balance).toBe(usd.balance - 10_000 - (ok.data.transfer.fee ?? 0));
  });
});

describe('transfer plan confirmed with a passkey (ITSI300011)', () => {
  const payee = { name: 'HO CHI KEUNG', bankCode: '012', accountNo: '01287500123456' };
  const plan = ({ bank, chan, from }: Pick<Given, 'bank' | 'chan' | 'from'>, auth: Record<string, unknown>) =>
    bank.call(
      'ITSI300011',
      { fromAccountId: from.accountId, payee, currency: 'HKD', amount: 10_000, frequency: 'once', startDate: '2026-03-12', idempotencyKey: idempotencyKey(), auth },
      { token: chan },
    );

  it('makes a plan authorised by the passkey, which runs on its date; a replayed challenge makes none', async ({ bank, wong, chan, hkd: from, chanDevice }) => {
    const auth = await passkeyAuth(bank, chan, chanDevice);
    const made = await plan({ bank, chan, from }, auth);
    expect(made.header.responseCode).toBe('00000');
    expect((await plan({ bank, chan, from }, auth)).header.responseCode).toBe('E510000001');
    const wongDevice = createSoftAuthenticator();
    await register(bank, wong, wongDevice);
    expect((await plan({ bank, chan, from }, await passkeyAuth(bank, chan, wongDevice))).header.responseCode).toBe('E510000002');
    const plans = await bank.call('ITSI300012', {}, { token: chan });
    expect(plans.data.plans).toHaveLength(1);

    bank.clock.set('2026-03-11T16:05:00.000Z'); // 12 March 00:05 HKT
    await runDueWork(bank.app.bank);
    chan = await bank.login('chan.taiman'); // the clock move ended the session
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance - 10_000);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });
});
