// The 'sms-otp' authenticator: asks the bank for a code bound to the protected transaction,
// hands the sheet the challenge, returns the typed code, and offers a code already sent
// again on a retry instead of tripping the 100-second resend rule.
import { describe, expect, it } from 'vitest';
import { createSmsOtpAuthenticator } from '../../../app/auth/sms-otp-authenticator';
import { SmsPrompt } from '../../../app/auth/sms-prompt';
import type { ServiceClient } from '../../../bridge';

function bankThatSends() {
  const sent: Record<string, unknown>[] = [];
  const client = {
    call: async (code: string, payload: Record<string, unknown>) => {
      if (code !== 'ITSI320001') throw new Error(`unexpected ${code}`);
      sent.push(payload);
      return {
        challengeId: `SM${sent.length}`,
        transactionId: payload.transactionId,
        maskedMobile: '+852 ****4567',
        resendAt: new Date(Date.now() + 100_000).toISOString(),
        expiresAt: new Date(Date.now() + 300_000).toISOString(),
      };
    },
  } as unknown as ServiceClient;
  return { client, sent };
}

const request = { method: 'sms-otp', flowId: 'fps-registration.create', stepId: 'verify', tx: 'ITSI310014', payload: { registrationId: 'FR1', idempotencyKey: 'key-0000000000000001' } };

async function whenOpen(prompt: SmsPrompt) {
  for (let i = 0; i < 50 && !prompt.challenge; i += 1) await new Promise((r) => setTimeout(r, 0));
  return prompt.challenge!;
}

describe('sms-otp authenticator', () => {
  it('sends for the protected transaction code and the idempotency key, and returns the typed code', async () => {
    const { client, sent } = bankThatSends();
    const prompt = new SmsPrompt();
    const auth = createSmsOtpAuthenticator({ client, prompt, newId: () => 'unused-id-000000000' });
    const pending = auth(request);
    const challenge = await whenOpen(prompt);
    expect(sent).toEqual([{ purpose: 'ITSI310014', transactionId: 'key-0000000000000001' }]);
    expect(challenge.maskedMobile).toBe('+852 ****4567');
    prompt.finish({ challengeId: challenge.challengeId, otp: '123456' });
    expect(await pending).toEqual({ method: 'sms-otp', challengeId: 'SM1', otp: '123456' });
  });

  it('offers the code already sent again on a retry of the same transaction', async () => {
    const { client, sent } = bankThatSends();
    const prompt = new SmsPrompt();
    const auth = createSmsOtpAuthenticator({ client, prompt, newId: () => 'unused-id-000000000' });
    const first = auth(request);
    prompt.finish({ challengeId: (await whenOpen(prompt)).challengeId, otp: '000000' });
    await first;
    const second = auth(request);
    const again = await whenOpen(prompt);
    expect(again.challengeId).toBe('SM1');
    expect(sent).toHaveLength(1);
    prompt.finish(null);
    expect(await second).toBeNull();
  });

  it('refuses to run without the transaction code it confirms', async () => {
    const { client } = bankThatSends();
    const auth = createSmsOtpAuthenticator({ client, prompt: new SmsPrompt(), newId: () => 'x' });
    await expect(auth({ ...request, tx: undefined })).rejects.toThrow(/transaction code/);
  });
});
