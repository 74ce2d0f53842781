// The mobile-token PIN is checked by the bank: attempts counted and shown, 3 wrong PINs lock
// the token for 5 minutes, the 3rd lock disables it (keys destroyed, reactivation needed).
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { authEventsOf } from '../../../../../../server/services/bank/audit.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { depositAccountNo } from '../../../../../../server/seed/account-numbers.js';
import { TOKEN_PIN, account, activateToken, idempotencyKey, otp, type Bank, bindingProof, type TokenCustomer } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  chan: string;
  device: TokenCustomer['device'];
}

const pin = ({ bank, device }: Pick<Given, 'bank' | 'device'>, value: string, deviceId = device.deviceId) => bank.call('ITSI500001', { clientDeviceId: deviceId, pin: value });
const customerId = async ({ bank, chan }: Pick<Given, 'bank' | 'chan'>) => (await bank.call('ITSI100003', {}, { token: chan })).data.user.custId as string;

async function wrongThrice({ bank, device }: Pick<Given, 'bank' | 'device'>) {
  const codes = [];
  for (let i = 0; i < 3; i += 1) codes.push((await pin({ bank, device }, '135790')).header);
  return codes;
}

// A well-formed proof: the weak PIN is refused before the proof is even looked at.
const PROOF_SHAPE = { sms: { challengeId: 'SM0000000000', otp: '000000', transactionId: 'binding-never-sent-0001' }, password: { password: 'x' } };

describe('token PIN', { timeout: 30_000 }, () => {
  it('refuses a weak or malformed PIN at activation', async ({ bank, chan, device }) => {
    for (const weak of ['111111', '123456', '987654']) {
      const res = await bank.call('ITSI498006', { clientDeviceId: 'browser-weakpin-000001', pin: weak, ...PROOF_SHAPE }, { token: chan });
      expect(res.header.responseCode).toBe('E500000010');
    }
    const short = await bank.call('ITSI498006', { clientDeviceId: 'browser-weakpin-000001', pin: '1357', ...PROOF_SHAPE }, { token: chan });
    expect(short.header.responseCode).toBe('E000000400');
  });

  it('releases the unlock key for the right PIN without a logon (code generation before log-on)', async ({ bank, device, chan }) => {
    const res = await pin({ bank, device }, TOKEN_PIN);
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.unlockKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect((await pin({ bank, device }, TOKEN_PIN, 'browser-never-activated-01')).header.responseCode).toBe('E500000004');
  });

  it('shows attempts made and remaining, then locks for 5 minutes after the 3rd wrong PIN', async ({ bank, chan, device }) => {
    const [first, second, third] = await wrongThrice({ bank, device });
    expect(first).toEqual({ responseCode: 'E500000001', responseMessage: 'Incorrect Mobile Token PIN (1 wrong, 2 attempts left).' });
    expect(second!.responseMessage).toContain('2 wrong, 1 attempts left');
    expect(third).toEqual({ responseCode: 'E500000002', responseMessage: 'Your Mobile Token is temporarily locked. Please try again in 5 minutes.' });
    // Locked: even the right PIN is refused, and the wait shrinks with time.
    bank.clock.advance(2 * 60_000);
    const locked = await pin({ bank, device }, TOKEN_PIN);
    expect(locked.header.responseCode).toBe('E500000002');
    expect(locked.header.responseMessage).toContain('3 minutes');
    bank.clock.advance(3 * 60_000);
    expect((await pin({ bank, device }, TOKEN_PIN)).header.responseCode).toBe('00000');
    const state = await bank.call('ITSI498023', { clientDeviceId: device.deviceId }, { token: chan });
    expect(state.data).toMatchObject({ activated: true, status: 'active' });
  });

  it('reports the temporary lock in the token state, and a locked token signs nothing', async ({ bank, chan, device }) => {
    await wrongThrice({ bank, device });
    const from = await account(bank, chan, '01', 'HKD');
    const locked = await bank.call(
      'ITSI300001',
      {
        fromAccountId: from.accountId,
        payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: depositAccountNo('315', '398', '1', '204467') },
        currency: 'HKD',
        amount: 100,
        idempotencyKey: idempotencyKey(),
        auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) },
      },
      { token: chan },
    );
    expect(locked.header).toEqual({ responseCode: 'E500000011', responseMessage: 'Your Mobile Token is temporarily locked. Please try again later.' });
    const state = await bank.call('ITSI498023', { clientDeviceId: device.deviceId }, { token: chan });
    expect(state.data).toMatchObject({ activated: true, status: 'locked' });
  });

  it('disables the token at the 3rd temporary lock: keys destroyed, codes refused, reactivation works', async ({ bank, chan, device }) => {
    for (let round = 0; round < 2; round += 1) {
      await wrongThrice({ bank, device });
      bank.clock.advance(5 * 60_000);
    }
    const [, , last] = await wrongThrice({ bank, device });
    expect(last!.responseCode).toBe('E500000003');
    expect((await pin({ bank, device }, TOKEN_PIN)).header.responseCode).toBe('E500000003');
    // Ten minutes passed: the session idled out.
    chan = await bank.login('chan.taiman');
    const state = await bank.call('ITSI498023', { clientDeviceId: device.deviceId }, { token: chan });
    expect(state.data).toMatchObject({ activated: false, status: 'disabled' });
    const row = await bank.app.bank.store.db.selectFrom('token_security').selectAll().where('device_id', '=', device.deviceId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'disabled', pin_hash: null, unlock_key_enc: null });

    // A code from the old seed no longer moves money.
    const from = await account(bank, chan, '01', 'HKD');
    const refused = await bank.call(
      'ITSI300001',
      {
        fromAccountId: from.accountId,
        payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: depositAccountNo('315', '398', '1', '204467') },
        currency: 'HKD',
        amount: 100,
        idempotencyKey: idempotencyKey(),
        auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) },
      },
      { token: chan },
    );
    expect(refused.header.responseCode).toBe('E498000001');

    const again = await activateToken(bank, chan, device.deviceId);
    expect(again.seed).not.toBe(device.seed);
    expect((await pin({ bank, device }, TOKEN_PIN)).header.responseCode).toBe('00000');
  });

  it('changes the PIN after checking the current one, which counts as an attempt', async ({ bank, chan, device }) => {
    const change = (oldPin: string, newPin: string) =>
      bank.call('ITSI500002', { clientDeviceId: device.deviceId, oldPin, newPin }, { token: chan });
    expect((await change('000001', '802461')).header.responseCode).toBe('E500000001');
    expect((await change(TOKEN_PIN, '222222')).header.responseCode).toBe('E500000010');
    expect((await change(TOKEN_PIN, '802461')).header.responseCode).toBe('00000');
    expect((await pin({ bank, device }, TOKEN_PIN)).header.responseCode).toBe('E500000001');
    expect((await pin({ bank, device }, '802461')).header.responseCode).toBe('00000');
    // Another customer cannot change this device's PIN.
    const wong = await bank.login('wong.siuming');
    const foreign = await bank.call('ITSI500002', { clientDeviceId: device.deviceId, oldPin: '802461', newPin: '924613' }, { token: wong });
    expect(foreign.header.responseCode).toBe('E500000004');
  });

  it("another customer cannot activate on this device: refused, audited, and the owner's token keeps working", async ({ bank, chan, device }) => {
    const wong = await bank.login('wong.siuming');
    const res = await bank.call('ITSI498006', { clientDeviceId: device.deviceId, pin: '135790', ...(await bindingProof(bank, wong)) }, { token: wong, locale: 'zh_CN' });
    expect(res.header).toEqual({ responseCode: 'E500000014', responseMessage: '此设备已绑定其他客户的流动保安编码，无法在此设备启动。' });
    const chanState = await bank.call('ITSI498023', { clientDeviceId: device.deviceId }, { token: chan });
    expect(chanState.data.activated).toBe(true);
    expect((await bank.call('ITSI500001', { clientDeviceId: device.deviceId, pin: TOKEN_PIN })).header.responseCode).toBe('00000');
    const wongId = (await bank.call('ITSI100003', {}, { token: wong })).data.user.custId as string;
    const events = await authEventsOf(bank.app.bank, wongId);
    expect(events.find((e) => e.event === 'token-activation')).toMatchObject({ outcome: 'failure', subject: device.deviceId });
    expect(JSON.stringify(events)).not.toContain('135790');
  });

  it('writes activation, PIN success, failure, lock and disable to the audit log, never the PIN', async ({ bank, chan, device }) => {
    const id = await customerId({ bank, chan });
    for (let round = 0; round < 3; round += 1) {
      await wrongThrice({ bank, device });
      bank.clock.advance(5 * 60_000);
    }
    const events = await authEventsOf(bank.app.bank, id, 100);
    const kinds = events.map((e) => `${e.event}:${e.outcome}`);
    expect(kinds).toEqual(expect.arrayContaining(['token-activation:success', 'token-pin:success', 'token-pin:failure', 'token-pin:locked', 'token-disabled:locked']));
    expect(JSON.stringify(events)).not.toContain(TOKEN_PIN);
    expect(JSON.stringify(events)).not.toContain('135790');
  });
});
