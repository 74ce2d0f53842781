// Browser-side rules that mirror the bank's (PIN strength, amount threshold) and the web
// verifier's order of asks, with a scripted client and real prompts.
import { describe, expect, it, vi } from 'vitest';
import { isWeakPin as browserWeak, newPinProblem } from '../../../app/security/pin-rules';
import { isWeakPin as bankWeak } from '../../../server/services/customer/security/token-pin';
import { toHkdEquivalent } from '../../../server/services/customer/security/soft-amount';
import { AuthPrompt } from '../../../app/auth/auth-prompt';
import { ActivationPrompt } from '../../../app/security/activation-prompt';
import { createVerifier } from '../../../app/security/verifier';
import { createFakeDevice } from '../../../bridge';
import type { ServiceClient } from '../../../bridge';

describe('token PIN rules', () => {
  it('the browser and the bank agree on weak PINs', () => {
    for (const pin of ['000000', '999999', '123456', '654321', '012345', '246810', '135790', '112233', '802461']) {
      expect(browserWeak(pin)).toBe(bankWeak(pin));
    }
    expect(bankWeak('123456')).toBe(true);
    expect(bankWeak('246810')).toBe(false);
  });

  it('names the first problem of a new PIN', () => {
    expect(newPinProblem('12345', '12345')).toBe('security.pinFormat');
    expect(newPinProblem('111111', '111111')).toBe('security.pinWeak');
    expect(newPinProblem('246810', '246811')).toBe('security.pinMismatch');
    expect(newPinProblem('246810', '246810')).toBeNull();
  });
});

describe('soft-token amount in HKD', () => {
  it('converts minor units with JPY having none, and never under-counts an unknown currency', () => {
    expect(toHkdEquivalent('HKD', 5_000_000)).toBe(5_000_000);
    expect(toHkdEquivalent('USD', 100)).toBe(790);
    expect(toHkdEquivalent('JPY', 1000)).toBe(6000);
    expect(toHkdEquivalent('XYZ', 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('counts exactly, with no floating-point rounding (USD 1.10 is HKD 8.69, not 8.70)', () => {
    expect(toHkdEquivalent('USD', 110)).toBe(869);
    expect(toHkdEquivalent('CNY', 185)).toBe(222);
    expect(toHkdEquivalent('GBP', 14)).toBe(147);
    expect(toHkdEquivalent('CNY', 1)).toBe(2); // HKD 0.012, rounded up
    // Large amounts stay exact although the intermediate product passes 2^53; one whose HKD
    // equivalent a number cannot hold counts as the largest, so it always asks.
    expect(toHkdEquivalent('USD', 1_000_000_000_000)).toBe(7_900_000_000_000);
    expect(toHkdEquivalent('GBP', 900_000_000_000_000)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

function scriptedClient(answers: Record<string, unknown>) {
  const call = vi.fn(async (code: string, _payload: object) => {
    if (!(code in answers)) throw new Error(`unexpected ${code}`);
    return answers[code];
  });
  return { client: { call } as unknown as ServiceClient, call };
}

function setUp(answers: Record<string, unknown>) {
  const device = createFakeDevice();
  const tokenPrompt = new AuthPrompt();
  const passwordPrompt = new AuthPrompt();
  const { client, call } = scriptedClient(answers);
  const verifier = createVerifier({ device, client, tokenPrompt, passwordPrompt, activation: new ActivationPrompt(), sms: { ask: async () => null, settled: () => undefined } });
  return { device, tokenPrompt, passwordPrompt, call, verifier };
}

const request = { bizType: 'transfer', flowId: 'transfer.create', stepId: 'confirm' };
const challenge = { challengeId: 'OC1', question: '54867213', suite: 'OCRA-1:HOTP-SHA1-6:QN08-T1M', expiresAt: '2026-11-23T02:17:00.000Z' };

describe('web verifier', () => {
  it('asks the bank, shows the code in red, then the password box, and returns the ticket for the bizType', async () => {
    const { device, tokenPrompt, passwordPrompt, call, verifier } = setUp({
      ITSI500004: { bizType: 'transfer', needVerify: true, theMods: ['token', 'password'] },
      ITSI500003: challenge,
      ITSI500005: { bizType: 'transfer', ticket: 'T'.repeat(43), expiresAt: '2026-11-23T02:20:00.000Z' },
    });
    const result = verifier(request);
    await vi.waitFor(() => expect(tokenPrompt.request).not.toBeNull());
    expect(tokenPrompt.challenge).toBe('54867213');
    expect(tokenPrompt.purpose).toBe('verify');
    tokenPrompt.finish('123456');
    await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
    passwordPrompt.finish('Demo@2026');
    await expect(result).resolves.toEqual({ bizType: 'transfer', ticket: 'T'.repeat(43) });
    expect(call).toHaveBeenLastCalledWith('ITSI500005', {
      bizType: 'transfer',
      theMods: ['token', 'password'],
      token: { deviceId: device.deviceId(), challengeId: 'OC1', otp: '123456' },
      password: { password: 'Demo@2026' },
    });
  });

  it('a cancel at any sheet resolves null and sends no multiple-verify', async () => {
    const { passwordPrompt, tokenPrompt, call, verifier } = setUp({
      ITSI500004: { bizType: 'transfer', needVerify: true, theMods: ['token', 'password'] },
      ITSI500003: challenge,
    });
    const result = verifier(request);
    await vi.waitFor(() => expect(tokenPrompt.request).not.toBeNull());
    tokenPrompt.finish('123456');
    await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
    passwordPrompt.finish(null);
    await expect(result).resolves.toBeNull();
    expect(call.mock.calls.map(([code]) => code)).not.toContain('ITSI500005');
  });

  it("runs the bank's modes even when the customer's flag alone would not ask (the transfer's pre-check did); SMS without its service fails clearly", async () => {
    const { passwordPrompt, call, verifier } = setUp({
      ITSI500004: { bizType: 'transfer', needVerify: false, theMods: ['password'] },
      ITSI500005: { bizType: 'transfer', ticket: 'T'.repeat(43), expiresAt: '2026-11-23T02:20:00.000Z' },
    });
    const result = verifier(request);
    await vi.waitFor(() => expect(passwordPrompt.request).not.toBeNull());
    passwordPrompt.finish('Demo@2026');
    await expect(result).resolves.toEqual({ bizType: 'transfer', ticket: 'T'.repeat(43) });
    expect(call).toHaveBeenLastCalledWith('ITSI500005', { bizType: 'transfer', theMods: ['password'], password: { password: 'Demo@2026' } });
  });
});
