// The web verifier with the SMS fallback: the bank's modes in the bank's order, the code sent
// for ITSI500005 with a fresh transaction id and typed in the real SMS prompt, cancel, resend,
// and the same code offered again only after the bank said it was wrong.
import { describe, expect, it, vi } from 'vitest';
import { AuthPrompt } from '../../../app/auth/auth-prompt';
import { SmsPrompt } from '../../../app/auth/sms-prompt';
import { ActivationPrompt } from '../../../app/security/activation-prompt';
import { createSmsVerification } from '../../../app/security/sms-verification';
import { createVerifier } from '../../../app/security/verifier';
import { ServiceError, createFakeDevice, type ServiceClient } from '../../../bridge';

const TICKET = { bizType: 'transfer', ticket: 'T'.repeat(43), expiresAt: '2099-01-01T00:05:00.000Z' };

function setUp(theMods: string[], verifyAnswers: Array<unknown>) {
  let sent = 0;
  const call = vi.fn(async (code: string, payload: Record<string, unknown>) => {
    if (code === 'ITSI500004') return { bizType: 'transfer', needVerify: true, theMods };
    if (code === 'ITSI320001') {
      sent += 1;
      return { challengeId: `SM${sent}`, transactionId: payload.transactionId, maskedMobile: '+852 ****7213', resendAt: '2099-01-01T00:01:40.000Z', expiresAt: '2099-01-01T00:05:00.000Z' };
    }
    if (code === 'ITSI500005') {
      const answer = verifyAnswers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    }
    throw new Error(`unexpected ${code}`);
  });
  const client = { call } as unknown as ServiceClient;
  const smsPrompt = new SmsPrompt();
  const passwordPrompt = new AuthPrompt();
  let ids = 0;
  const verifier = createVerifier({
    device: createFakeDevice(),
    client,
    tokenPrompt: new AuthPrompt(),
    passwordPrompt,
    activation: new ActivationPrompt(),
    sms: createSmsVerification({ client, prompt: smsPrompt, newId: () => `tx${String((ids += 1)).padStart(30, '0')}` }),
  });
  const codes = () => call.mock.calls.map(([code]) => code);
  return { call, codes, smsPrompt, passwordPrompt, verifier };
}

const request = { bizType: 'transfer', flowId: 'transfer.create', stepId: 'confirm' };

describe('web verifier with the SMS mode', () => {
  it('sends the code for ITSI500005, shows what it is for, then the password box, and sends both proofs', async () => {
    const { call, codes, smsPrompt, passwordPrompt, verifier } = setUp(['sms', 'password'], [TICKET]);
    const result = verifier(request);
    await vi.waitFor(() => expect(smsPrompt.challenge).not.toBeNull());
    expect(call).toHaveBeenCalledWith('ITSI320001', { purpose: 'ITSI500005', transactionId: `tx${'1'.padStart(30, '0')}` });
    expect(smsPrompt.challenge).toMatchObject({ challengeId: 'SM1', maskedMobile: '+852 ****7213', reason: 'verify-sms.reason' });
    // The bank's order: no password box while the SMS sheet is open.
    expect(passwordPrompt.request).toBeNull();
    smsPrompt.finish({ challengeId: 'SM1', otp: '654321' });
    await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
    passwordPrompt.finish('Demo@2026');
    await expect(result).resolves.toEqual({ bizType: 'transfer', ticket: TICKET.ticket });
    expect(call).toHaveBeenLastCalledWith('ITSI500005', {
      bizType: 'transfer',
      theMods: ['sms', 'password'],
      sms: { challengeId: 'SM1', otp: '654321', transactionId: `tx${'1'.padStart(30, '0')}` },
      password: { password: 'Demo@2026' },
    });
    expect(codes()).toEqual(['ITSI500004', 'ITSI320001', 'ITSI500005']);
  });

  it('keeps the order the bank gives: password first when named first', async () => {
    const { codes, smsPrompt, passwordPrompt, verifier } = setUp(['password', 'sms'], [TICKET]);
    const result = verifier(request);
    await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
    expect(codes()).not.toContain('ITSI320001');
    passwordPrompt.finish('Demo@2026');
    await vi.waitFor(() => expect(smsPrompt.challenge).not.toBeNull());
    smsPrompt.finish({ challengeId: 'SM1', otp: '654321' });
    await expect(result).resolves.toEqual({ bizType: 'transfer', ticket: TICKET.ticket });
  });

  it('cancelling the SMS sheet cancels the verification: no password box, no multiple-verify', async () => {
    const { codes, smsPrompt, passwordPrompt, verifier } = setUp(['sms', 'password'], []);
    const result = verifier(request);
    await vi.waitFor(() => expect(smsPrompt.challenge).not.toBeNull());
    smsPrompt.finish(null);
    await expect(result).resolves.toBeNull();
    expect(passwordPrompt.request).toBeNull();
    expect(codes()).not.toContain('ITSI500005');
  });

  it('a resent code keeps the transaction id and its proof carries the new challenge', async () => {
    const { call, smsPrompt, passwordPrompt, verifier } = setUp(['sms', 'password'], [TICKET]);
    const result = verifier(request);
    await vi.waitFor(() => expect(smsPrompt.challenge).not.toBeNull());
    smsPrompt.replace(await smsPrompt.challenge!.resend());
    const tx = `tx${'1'.padStart(30, '0')}`;
    expect(call.mock.calls.filter(([code]) => code === 'ITSI320001').map(([, payload]) => payload)).toEqual([
      { purpose: 'ITSI500005', transactionId: tx },
      { purpose: 'ITSI500005', transactionId: tx },
    ]);
    expect(smsPrompt.challenge).toMatchObject({ challengeId: 'SM2', reason: 'verify-sms.reason' });
    smsPrompt.finish({ challengeId: 'SM2', otp: '112233' });
    await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
    passwordPrompt.finish('Demo@2026');
    await result;
    expect(call).toHaveBeenLastCalledWith('ITSI500005', expect.objectContaining({ sms: { challengeId: 'SM2', otp: '112233', transactionId: tx } }));
  });

  it('after a wrong code the same code is offered again; after any other answer a new one is sent', async () => {
    const wrong = new ServiceError('business', 'E320000005', 'Entered incorrectly, please re-enter (4 attempts left)');
    const badPassword = new ServiceError('business', 'E500000007', 'The entered number or password is incorrect. Please try again');
    const { codes, smsPrompt, passwordPrompt, verifier } = setUp(['sms', 'password'], [wrong, badPassword, TICKET]);
    const pass = async (otp: string) => {
      const result = verifier(request);
      await vi.waitFor(() => expect(smsPrompt.challenge).not.toBeNull());
      const challengeId = smsPrompt.challenge!.challengeId;
      smsPrompt.finish({ challengeId, otp });
      await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
      passwordPrompt.finish('Demo@2026');
      return { result, challengeId };
    };
    const first = await pass('000000');
    await expect(first.result).rejects.toThrow('4 attempts left');
    const second = await pass('654321');
    expect(second.challengeId).toBe('SM1');
    await expect(second.result).rejects.toThrow('password is incorrect');
    const third = await pass('778899');
    expect(third.challengeId).toBe('SM2');
    await expect(third.result).resolves.toEqual({ bizType: 'transfer', ticket: TICKET.ticket });
    expect(codes().filter((c) => c === 'ITSI320001')).toHaveLength(2);
  });
});
