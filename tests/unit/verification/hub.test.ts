// One mechanism for the sheets inside a journey and the verification page: the browser's
// verifier (app/security/verifier.ts) runs a business type's modes (the bank's, ITSI500004 then
// ITSI500005) and a caller's theMods (in the caller's order, ITSI190030) through the same mode
// runner and the same prompts; the SMS code of each is sent for its own transaction code.
import { describe, expect, it, vi } from 'vitest';
import type { ServiceClient } from '../../../bridge';
import { createFakeDevice } from '../../../bridge/device/fake';
import { AuthPrompt } from '../../../app/auth/auth-prompt';
import { SmsPrompt } from '../../../app/auth/sms-prompt';
import { ActivationPrompt } from '../../../app/security/activation-prompt';
import { createSmsVerification } from '../../../app/security/sms-verification';
import { createVerifier } from '../../../app/security/verifier';

const TICKET = 'T'.repeat(43);

function setUp(face?: () => Promise<{ faceScanId: string } | null>) {
  const call = vi.fn(async (code: string, payload: Record<string, unknown>) => {
    if (code === 'ITSI500004') return { bizType: payload.bizType, needVerify: true, theMods: ['sms', 'password'] };
    if (code === 'ITSI320001') return { challengeId: `SM-${String(payload.purpose)}`, transactionId: payload.transactionId, maskedMobile: '+852 ****8765', resendAt: '2099-01-01T00:01:40.000Z', expiresAt: '2099-01-01T00:05:00.000Z' };
    if (code === 'ITSI500005') return { bizType: payload.bizType, ticket: TICKET, expiresAt: '2099-01-01T00:05:00.000Z' };
    if (code === 'ITSI190030') return { theMods: payload.theMods, ticket: TICKET, expiresAt: '2099-01-01T00:05:00.000Z' };
    throw new Error(`unexpected ${code}`);
  });
  const client = { call } as unknown as ServiceClient;
  const smsPrompt = new SmsPrompt();
  const passwordPrompt = new AuthPrompt();
  let ids = 0;
  const newId = () => `tx${String((ids += 1)).padStart(30, '0')}`;
  const verifier = createVerifier({
    device: createFakeDevice(),
    client,
    tokenPrompt: new AuthPrompt(),
    passwordPrompt,
    activation: new ActivationPrompt(),
    sms: createSmsVerification({ client, prompt: smsPrompt, newId }),
    modeSms: createSmsVerification({ client, prompt: smsPrompt, newId, purpose: 'ITSI190030' }),
    ...(face ? { face } : {}),
    unavailable: (mode) => `no ${mode} here`,
  });
  return { call, smsPrompt, passwordPrompt, verifier };
}

const asked = { flowId: 'verification.index', stepId: 'verify' };

describe('the verifier of sheets and page', () => {
  it('a bizType (login): the bank names the modes, the SMS code is sent for ITSI500005', async () => {
    const { call, smsPrompt, passwordPrompt, verifier } = setUp();
    const result = verifier({ ...asked, bizType: 'login' });
    await vi.waitFor(() => expect(smsPrompt.challenge).not.toBeNull());
    smsPrompt.finish({ challengeId: 'SM-ITSI500005', otp: '111222' });
    await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
    expect(passwordPrompt.purpose).toBe('verify');
    passwordPrompt.finish('Demo@2026');
    await expect(result).resolves.toEqual({ bizType: 'login', ticket: TICKET });
    expect(call.mock.calls.map(([code]) => code)).toEqual(['ITSI500004', 'ITSI320001', 'ITSI500005']);
    expect(call).toHaveBeenCalledWith('ITSI320001', expect.objectContaining({ purpose: 'ITSI500005' }));
  });

  it('theMods ["password","sms"]: the caller\'s order, the SMS code sent for ITSI190030, one multiple verify', async () => {
    const { call, smsPrompt, passwordPrompt, verifier } = setUp();
    const result = verifier({ ...asked, theMods: ['password', 'sms'] });
    await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
    expect(smsPrompt.challenge).toBeNull();
    passwordPrompt.finish('Demo@2026');
    await vi.waitFor(() => expect(smsPrompt.challenge).not.toBeNull());
    smsPrompt.finish({ challengeId: 'SM-ITSI190030', otp: '333444' });
    await expect(result).resolves.toEqual({ theMods: ['password', 'sms'], ticket: TICKET });
    expect(call).toHaveBeenLastCalledWith('ITSI190030', {
      theMods: ['password', 'sms'],
      password: { password: 'Demo@2026' },
      sms: { challengeId: 'SM-ITSI190030', otp: '333444', transactionId: `tx${'1'.padStart(30, '0')}` },
    });
    expect(call.mock.calls.map(([code]) => code)).not.toContain('ITSI500004');
  });

  it('the float mode asks the transaction password box; the face mode its page', async () => {
    const face = vi.fn(async () => ({ faceScanId: 'FS1' }));
    const { call, passwordPrompt, verifier } = setUp(face);
    const result = verifier({ ...asked, theMods: ['face', 'float'] });
    await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
    expect(passwordPrompt.purpose).toBe('float');
    passwordPrompt.finish('135790');
    await expect(result).resolves.toEqual({ theMods: ['face', 'float'], ticket: TICKET });
    expect(call).toHaveBeenLastCalledWith('ITSI190030', { theMods: ['face', 'float'], face: { faceScanId: 'FS1' }, float: { password: '135790' } });
  });

  it('a mode that cannot be asked here fails with a message for the customer, before anything is sent', async () => {
    const { call, verifier } = setUp();
    await expect(verifier({ ...asked, theMods: ['face'] })).rejects.toEqual({ message: 'no face here' });
    await expect(verifier({ ...asked, theMods: ['pin'] })).rejects.toEqual({ message: 'no pin here' });
    expect(call).not.toHaveBeenCalled();
  });

  it('a cancel sends nothing to the bank', async () => {
    const { call, passwordPrompt, verifier } = setUp();
    const result = verifier({ ...asked, theMods: ['password', 'sms'] });
    await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
    passwordPrompt.finish(null);
    await expect(result).resolves.toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
