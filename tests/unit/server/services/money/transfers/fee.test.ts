// The bank's transfer fee, the same for every outgoing transfer (server/services/money/transfers/
// send.ts): the balance must cover amount + fee, and the fee is debited with the amount in
// the same balanced entry and credited to the bank's fee income. The fees of the product are
// all waived (domain/transfers/transfer-rules.ts), so the rule is proven with a charged fee.
import { describe, expect, vi } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { account, idempotencyKey, otp, type Account, type Bank } from '../../../support/helpers.js';
import { ledgerProblems } from '../../../support/ledger-check.js';

const fee = vi.hoisted(() => ({ value: 0 }));
vi.mock('../../../../../../domain/transfers/transfer-rules.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../domain/transfers/transfer-rules.js')>()),
  transferFee: () => fee.value,
}));

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  hkd: Account;
}

it.afterEach(async () => {
  fee.value = 0;
});

function instant({ bank, chan, device, hkd }: Pick<Given, 'bank' | 'chan' | 'device' | 'hkd'>, amount: number) {
  bank.clock.advance(30_000);
  const auth = { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
  return bank.call(
    'ITSI300005',
    { kind: 'instant', fromAccountId: hkd.accountId, proxy: { type: 'MOBN', value: '98765432' }, currency: 'HKD', amount, idempotencyKey: idempotencyKey(), auth },
    { token: chan },
  );
}

describe('a charged transfer fee (ITSI300005)', () => {
  it('cannot overdraw: the balance must cover the amount and the fee', async ({ bank, chan, device, hkd }) => {
    fee.value = hkd.available - 50;
    // The amount alone fits; with the fee it does not.
    expect((await instant({ bank, chan, device, hkd }, 100)).header.responseCode).toBe('E300000001');
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(hkd.available);
  });

  it('is debited with the amount in one balanced entry and credited to the fee income', async ({ bank, chan, device, hkd }) => {
    fee.value = 250;
    const res = await instant({ bank, chan, device, hkd }, 10_000);
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.transfer).toMatchObject({ amount: 10_000, fee: 250 });
    expect(res.data.availableAfter).toBe(hkd.available - 10_250);
    expect((await account(bank, chan, '01', 'HKD')).available).toBe(hkd.available - 10_250);
    const income = await bank.app.bank.store.db.selectFrom('accounts').select('balance').where('kind', '=', 'fee-income').where('currency', '=', 'HKD').executeTakeFirstOrThrow();
    expect(income.balance).toBe(250);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });
});
