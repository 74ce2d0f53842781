// The 'bound-device' authenticator: a passkey when this device registered one for the logged-on
// customer, otherwise the mobile token; a dismissed sheet cancels silently; a passkey the bank
// no longer lists or the browser cannot use is forgotten and the mobile token confirms.
import { describe, expect, it } from 'vitest';
import { DeviceError, USER_CANCELLED } from '../../../bridge';
import type { AuthRequest, Authenticator } from '../../../engine/core';
import { createBoundDeviceAuthenticator } from '../../../app/auth/bound-device-authenticator';
import { createPasskeyBinding, PASSKEY_BINDING_PREFIX, type PasskeyBinding } from '../../../app/auth/passkey-binding';
import { narrowToCredential, PasskeyUnavailable } from '../../../app/auth/passkeys';

const request: AuthRequest = { method: 'bound-device', flowId: 'transfer.create', stepId: 'confirm', tx: 'ITSI300001', payload: {} };
const tokenCredential = { method: 'mobile-token', deviceId: 'device-0000000000000001', otp: '123456' };

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function setUp(options: { customerId?: string | null; remembered?: string; assertWith?: (id: string) => Promise<{ challengeId: string; credential: unknown }> }) {
  const storage = memoryStorage();
  const binding: PasskeyBinding = createPasskeyBinding(storage);
  if (options.remembered) binding.remember('C0001', options.remembered);
  const calls = { token: 0, passkey: [] as string[], notes: 0 };
  const mobileToken: Authenticator = async () => {
    calls.token += 1;
    return tokenCredential;
  };
  const authenticator = createBoundDeviceAuthenticator({
    customerId: () => (options.customerId === undefined ? 'C0001' : options.customerId),
    binding,
    assertWith: async (id) => {
      calls.passkey.push(id);
      if (!options.assertWith) throw new Error('no passkey expected');
      return options.assertWith(id);
    },
    mobileToken,
    noteTokenInstead: () => {
      calls.notes += 1;
    },
  });
  return { authenticator, calls, storage, binding };
}

describe('bound-device authenticator', () => {
  it('confirms with the mobile token when this device registered no passkey', async () => {
    const { authenticator, calls } = setUp({});
    expect(await authenticator(request)).toEqual(tokenCredential);
    expect(calls).toEqual({ token: 1, passkey: [], notes: 0 });
  });

  it("confirms with the passkey this device registered for the logged-on customer", async () => {
    const credential = { id: 'cred-1', type: 'public-key' };
    const { authenticator, calls } = setUp({ remembered: 'cred-1', assertWith: async () => ({ challengeId: 'PC1', credential }) });
    expect(await authenticator(request)).toEqual({ method: 'passkey', challengeId: 'PC1', credential });
    expect(calls).toEqual({ token: 0, passkey: ['cred-1'], notes: 0 });
  });

  it("does not use a passkey remembered for another customer on this device", async () => {
    const { authenticator, calls } = setUp({ customerId: 'C0002', remembered: 'cred-1' });
    expect(await authenticator(request)).toEqual(tokenCredential);
    expect(calls.passkey).toEqual([]);
  });

  it('cancels silently when the customer dismisses the passkey sheet', async () => {
    const { authenticator, calls, binding } = setUp({
      remembered: 'cred-1',
      assertWith: async () => {
        throw new DeviceError(USER_CANCELLED, 'en');
      },
    });
    expect(await authenticator(request)).toBeNull();
    expect(calls).toEqual({ token: 0, passkey: ['cred-1'], notes: 0 });
    expect(binding.credentialOf('C0001')).toBe('cred-1');
  });

  for (const reason of ['not-listed', 'device'] as const) {
    it(`forgets the passkey and falls back to the mobile token with a note (${reason})`, async () => {
      const { authenticator, calls, binding } = setUp({
        remembered: 'cred-1',
        assertWith: async () => {
          throw new PasskeyUnavailable(reason);
        },
      });
      expect(await authenticator(request)).toEqual(tokenCredential);
      expect(calls).toEqual({ token: 1, passkey: ['cred-1'], notes: 1 });
      expect(binding.credentialOf('C0001')).toBeNull();
    });
  }

  it('passes other failures (a network error) to the engine instead of switching authenticator', async () => {
    const { authenticator, calls } = setUp({
      remembered: 'cred-1',
      assertWith: async () => {
        throw new Error('network');
      },
    });
    await expect(authenticator(request)).rejects.toThrow('network');
    expect(calls.token).toBe(0);
  });
});

describe('passkey binding and options', () => {
  it('keeps one credential id per customer under its own key', () => {
    const storage = memoryStorage();
    const binding = createPasskeyBinding(storage);
    binding.remember('C0001', 'cred-1');
    binding.remember('C0002', 'cred-2');
    expect([...storage.map.keys()].sort()).toEqual([PASSKEY_BINDING_PREFIX + 'C0001', PASSKEY_BINDING_PREFIX + 'C0002']);
    binding.forget('C0001');
    expect(binding.credentialOf('C0001')).toBeNull();
    expect(binding.credentialOf('C0002')).toBe('cred-2');
  });

  it('asks the browser for this device credential only, and notices one the bank no longer lists', () => {
    const options = { challenge: 'abc', allowCredentials: [{ id: 'cred-1', type: 'public-key' as const }, { id: 'cred-2', type: 'public-key' as const }] };
    expect(narrowToCredential(options, 'cred-2').allowCredentials).toEqual([{ id: 'cred-2', type: 'public-key' }]);
    expect(() => narrowToCredential(options, 'cred-9')).toThrow(PasskeyUnavailable);
  });
});
