// Passkeys on the sandbox bank: registration, logon and confirmation with a real software
// authenticator; challenges single-use and short-lived; sign counter; tampered and wrong keys.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { authEventsOf } from '../../../../../../server/services/bank/audit.js';
import { bindingProof, type Bank } from '../../../support/helpers';
import { createSoftAuthenticator, type SoftAuthenticator } from '../../../support/device-soft-authenticator';
let device: SoftAuthenticator;

async function register(b: Bank, t: string, a: SoftAuthenticator) {
  const opts = await b.call('ITSI510001', await bindingProof(b, t, 'ITSI510001'), { token: t });
  expect(opts.header.responseCode).toBe('00000');
  return b.call('ITSI510002', { challengeId: opts.data.challengeId, credential: a.register(opts.data.options) }, { token: t });
}

async function loginWith(b: Bank, a: SoftAuthenticator, opts?: Parameters<SoftAuthenticator['assert']>[3]) {
  const o = await b.call('ITSI510003', {});
  return b.call('ITSI510004', { challengeId: o.data.challengeId, credential: a.assert(o.data.options, undefined, undefined, opts) });
}
it.beforeEach(() => {
  device = createSoftAuthenticator();
});

describe('passkey registration', () => {
  it('registers a platform passkey and lists biometric login methods 1 and 4', async ({ bank, chan: token }) => {
    const res = await register(bank, token, device);
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.credentialId).toBe(device.credentialId);
    const list = await bank.call('ITSI510005', {}, { token });
    expect(list.data.loginMethods).toEqual(['1', '4']);
    expect(list.data.passkeys).toHaveLength(1);
  });

  it('asks for user verification on this bank as relying party', async ({ bank, chan: token }) => {
    const opts = await bank.call('ITSI510001', await bindingProof(bank, token, 'ITSI510001'), { token });
    expect(opts.data.options.rp.id).toBe('localhost');
    expect(opts.data.options.authenticatorSelection.userVerification).toBe('required');
  });

  it('has no login methods before registration', async ({ bank, chan: token }) => {
    const list = await bank.call('ITSI510005', {}, { token });
    expect(list.data.loginMethods).toEqual([]);
    expect((await bank.call('ITSI510006', {}, { token })).header.responseCode).toBe('E510000003');
  });

  it('refuses an answer from another origin', async ({ bank, chan: token }) => {
    const opts = await bank.call('ITSI510001', await bindingProof(bank, token, 'ITSI510001'), { token });
    const credential = device.register(opts.data.options, 'https://phishing.example');
    const res = await bank.call('ITSI510002', { challengeId: opts.data.challengeId, credential }, { token });
    expect(res.header.responseCode).toBe('E510000002');
  });

  it('needs a logon', async ({ bank }) => {
    expect((await bank.call('ITSI510001', {})).header.responseCode).toBe('TE800000001');
  });
});

describe('passkey logon', () => {
  it.beforeEach(async ({ bank, chan: token }) => {
    expect((await register(bank, token, device)).header.responseCode).toBe('00000');
  });

  it('logs on and records the event', async ({ bank }) => {
    const res = await loginWith(bank, device);
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.user.customerName).toBeTruthy();
    const profile = await bank.call('ITSI100003', {}, { token: res.data.token });
    expect(profile.header.responseCode).toBe('00000');
    const events = await authEventsOf(bank.app.bank, profile.data.user.custId);
    expect(events.map((e) => e.event)).toContain('passkey-login');
  });

  it('accepts a challenge once only', async ({ bank }) => {
    const o = await bank.call('ITSI510003', {});
    const credential = device.assert(o.data.options);
    expect((await bank.call('ITSI510004', { challengeId: o.data.challengeId, credential })).header.responseCode).toBe('00000');
    expect((await bank.call('ITSI510004', { challengeId: o.data.challengeId, credential })).header.responseCode).toBe('E510000001');
  });

  it('refuses a challenge after two minutes', async ({ bank }) => {
    const o = await bank.call('ITSI510003', {});
    bank.clock.advance(2 * 60_000 + 1);
    const res = await bank.call('ITSI510004', { challengeId: o.data.challengeId, credential: device.assert(o.data.options) });
    expect(res.header.responseCode).toBe('E510000001');
  });

  it('refuses a sign counter that does not go up (cloned authenticator)', async ({ bank }) => {
    expect((await loginWith(bank, device, { counter: 5 })).header.responseCode).toBe('00000');
    expect((await loginWith(bank, device, { counter: 5 })).header.responseCode).toBe('E510000002');
    expect((await loginWith(bank, device, { counter: 3 })).header.responseCode).toBe('E510000002');
    expect((await loginWith(bank, device, { counter: 6 })).header.responseCode).toBe('00000');
  });

  it('refuses tampered authenticator data', async ({ bank }) => {
    expect((await loginWith(bank, device, { tamper: true })).header.responseCode).toBe('E510000002');
  });

  it('refuses a signature by another key', async ({ bank }) => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect((await loginWith(bank, device, { key: privateKey })).header.responseCode).toBe('E510000002');
  });
});

describe('passkey confirmation', () => {
  it("confirms with the customer's own passkey only", async ({ bank, chan: token }) => {
    await register(bank, token, device);
    const o = await bank.call('ITSI510006', {}, { token });
    expect(o.data.options.allowCredentials).toHaveLength(1);
    const ok = await bank.call('ITSI510007', { challengeId: o.data.challengeId, credential: device.assert(o.data.options) }, { token });
    expect(ok.data).toEqual({ confirmed: true });

    // A logon challenge cannot be used to confirm, nor another customer's challenge.
    const other = await bank.login('wong.siuming');
    const o2 = await bank.call('ITSI510006', {}, { token });
    const res = await bank.call('ITSI510007', { challengeId: o2.data.challengeId, credential: device.assert(o2.data.options) }, { token: other });
    expect(res.header.responseCode).toBe('E510000001');
  });

  it('removes a passkey', async ({ bank, chan: token }) => {
    await register(bank, token, device);
    const res = await bank.call('ITSI510008', { credentialId: device.credentialId }, { token });
    expect(res.data.passkeys).toEqual([]);
    expect((await loginWith(bank, device)).header.responseCode).toBe('E510000002');
  });
});
