// The browser's proof for binding a token or passkey: the SMS code sent for the binding's
// transaction code (typed in the real SMS prompt), then the password box; cancel of either
// gives no proof and binds nothing.
import { describe, expect, it, vi } from 'vitest';
import { AuthPrompt } from '../../../app/auth/auth-prompt';
import { SmsPrompt } from '../../../app/auth/sms-prompt';
import { collectBindingProof } from '../../../app/security/binding-proof';
import type { ServiceClient } from '../../../bridge';

function setUp() {
  let sent = 0;
  const call = vi.fn(async (code: string, payload: Record<string, unknown>) => {
    if (code !== 'ITSI320001') throw new Error(`unexpected ${code}`);
    sent += 1;
    return { challengeId: `SM${sent}`, transactionId: payload.transactionId, maskedMobile: '+852 ****7213', resendAt: '2099-01-01T00:01:40.000Z', expiresAt: '2099-01-01T00:05:00.000Z' };
  });
  const smsPrompt = new SmsPrompt();
  const passwordPrompt = new AuthPrompt();
  const deps = { client: { call } as unknown as ServiceClient, smsPrompt, passwordPrompt, newId: () => 'b'.repeat(32) };
  return { call, smsPrompt, passwordPrompt, deps };
}

describe('binding proof', () => {
  for (const purpose of ['ITSI498006', 'ITSI510001'] as const) {
    it(`${purpose}: sends the SMS code for the binding, then asks the password, and returns both`, async () => {
      const { call, smsPrompt, passwordPrompt, deps } = setUp();
      const proof = collectBindingProof(deps, purpose);
      await vi.waitFor(() => expect(smsPrompt.challenge).not.toBeNull());
      expect(call).toHaveBeenCalledExactlyOnceWith('ITSI320001', { purpose, transactionId: 'b'.repeat(32) });
      expect(smsPrompt.challenge).toMatchObject({ challengeId: 'SM1', reason: 'binding.smsReason' });
      expect(passwordPrompt.request).toBeNull();
      smsPrompt.finish({ challengeId: 'SM1', otp: '654321' });
      await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
      passwordPrompt.finish('Demo@2026');
      await expect(proof).resolves.toEqual({ sms: { challengeId: 'SM1', otp: '654321', transactionId: 'b'.repeat(32) }, password: { password: 'Demo@2026' } });
    });
  }

  it('a resent code keeps the transaction id', async () => {
    const { call, smsPrompt, passwordPrompt, deps } = setUp();
    const proof = collectBindingProof(deps, 'ITSI498006');
    await vi.waitFor(() => expect(smsPrompt.challenge).not.toBeNull());
    smsPrompt.replace(await smsPrompt.challenge!.resend());
    expect(call.mock.calls.map(([, payload]) => payload)).toEqual([
      { purpose: 'ITSI498006', transactionId: 'b'.repeat(32) },
      { purpose: 'ITSI498006', transactionId: 'b'.repeat(32) },
    ]);
    smsPrompt.finish({ challengeId: 'SM2', otp: '112233' });
    await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
    passwordPrompt.finish('Demo@2026');
    expect((await proof)?.sms.challengeId).toBe('SM2');
  });

  it('cancelling the SMS sheet or the password box gives no proof', async () => {
    const first = setUp();
    const noSms = collectBindingProof(first.deps, 'ITSI498006');
    await vi.waitFor(() => expect(first.smsPrompt.challenge).not.toBeNull());
    first.smsPrompt.finish(null);
    await expect(noSms).resolves.toBeNull();
    expect(first.passwordPrompt.request).toBeNull();

    const second = setUp();
    const noPassword = collectBindingProof(second.deps, 'ITSI510001');
    await vi.waitFor(() => expect(second.smsPrompt.challenge).not.toBeNull());
    second.smsPrompt.finish({ challengeId: 'SM1', otp: '654321' });
    await vi.waitFor(() => expect(second.passwordPrompt.request).not.toBeNull());
    second.passwordPrompt.finish(null);
    await expect(noPassword).resolves.toBeNull();
  });
});
