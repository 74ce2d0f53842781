// Shared set-up for the sandbox bank tests: a fresh in-memory bank per test, a manual clock,
// and small helpers to call transaction codes and make real TOTP codes.
import { TOTP, Secret } from 'otpauth';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildOptions } from '../../../../server/app.js';
import { ManualClock } from '../../../../server/clock.js';
import { builtDefinitionFor } from '../../../../server/services/bank/flow-registry/built-definitions.js';

export const PASSWORD = 'Demo@2026';
/** Tuesday 10:00 in Hong Kong. */
export const START = '2026-03-10T02:00:00.000Z';

export interface Envelope<T = Record<string, any>> {
  header: { responseCode: string; responseMessage: string };
  data: T;
}

export interface Bank {
  app: FastifyInstance;
  clock: ManualClock;
  /** `flow`: the definition the request names; by default the built journey's that submits `code` (null: none). */
  call<T = Record<string, any>>(code: string, payload?: object, options?: { token?: string; locale?: string; flow?: string | null }): Promise<Envelope<T>>;
  login(loginId: string): Promise<string>;
  close(): Promise<void>;
}

export async function startBank(options: BuildOptions = {}): Promise<Bank> {
  const clock = new ManualClock(START);
  const app = await buildServer({ databaseUrl: ':memory:', clock, sweepIntervalMs: 0, ...options });
  return bankClient(app, clock);
}

/** The test client of a built server, whatever its database (SQLite here, PostgreSQL elsewhere). */
/** The `flow` header a money-moving request of the app carries for `code`: the built journey that submits it. */
export function definitionOf(code: string): { flow?: string } {
  const flow = builtDefinitionFor(code);
  return flow ? { flow } : {};
}

export function bankClient(app: FastifyInstance, clock: ManualClock): Bank {
  const bank: Bank = {
    app,
    clock,
    async call(code, payload = {}, { token, locale = 'en_US', flow = builtDefinitionFor(code) } = {}) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/${code}`,
        headers: token ? { 'x-auth-token': token } : {},
        // A money-moving request names the built journey that submits it, as the app's do.
        payload: { header: { locale, appId: 'XPMBS', termType: 'WEB', ...(flow ? { flow } : {}) }, ...payload },
      });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
      return res.json();
    },
    async login(loginId) {
      // Password first, then the SMS code (the fallback every customer has) read from the outbox.
      const res = await bank.call<{ secondFactor: { ticket: string } }>('ITSI100001', { loginId, password: PASSWORD });
      if (res.header.responseCode !== '00000') throw new Error(`login ${loginId}: ${res.header.responseCode}`);
      const { ticket } = res.data.secondFactor;
      const sent = await bank.call<{ challengeId: string; transactionId: string }>('ITSI100005', { ticket });
      if (sent.header.responseCode !== '00000') throw new Error(`login SMS ${loginId}: ${sent.header.responseCode}`);
      const otp = await smsCodeFor(bank, sent.data.transactionId);
      const done = await bank.call<{ token: string }>('ITSI100004', { ticket, method: 'sms', challengeId: sent.data.challengeId, otp });
      if (done.header.responseCode !== '00000') throw new Error(`login second factor ${loginId}: ${done.header.responseCode}`);
      return done.data.token;
    },
    close: () => app.close(),
  };
  return bank;
}

/** The code of the newest SMS sent for a transaction id, as the sandbox outbox shows it. */
export async function smsCodeFor(bank: Bank, transactionId: string): Promise<string> {
  const res = await bank.call<{ messages: { body: string }[] }>('ITSI320010', {});
  const body = res.data.messages.find((m) => m.body.includes(transactionId))?.body ?? '';
  const match = /(?:one-time password is|一次性密碼為|一次性密码为) (\d{6})/.exec(body);
  if (!match) throw new Error(`no SMS code for ${transactionId}`);
  return match[1]!;
}

export function otp(seed: string, clock: ManualClock, offsetSteps = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(seed) });
  return totp.generate({ timestamp: clock.now() + offsetSteps * 30_000 });
}

/** A code for the same seed that is certainly wrong now (no match within the ±1 window). */
export function wrongOtp(seed: string, clock: ManualClock): string {
  const valid = new Set([-1, 0, 1].map((s) => otp(seed, clock, s)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

export interface Account {
  accountId: string;
  accountNo: string;
  accountType: string;
  currency: string;
  balance: number;
  available: number;
}

export async function accountsOf(bank: Bank, token: string, purpose = 'all'): Promise<Account[]> {
  const res = await bank.call<{ accounts: Account[] }>('ITSI200001', { purpose }, { token });
  return res.data.accounts;
}

export async function account(bank: Bank, token: string, type: string, currency: string): Promise<Account> {
  const found = (await accountsOf(bank, token)).find((a) => a.accountType === type && a.currency === currency);
  if (!found) throw new Error(`no ${type} ${currency} account`);
  return found;
}

/** The token PIN the test helpers activate with. */
export const TOKEN_PIN = '246810';

export { unwrapSeed } from '../../../e2e/support/token-seed.js';
import { unwrapSeed } from '../../../e2e/support/token-seed.js';

let proofCounter = 0;
/**
 * The proof beyond the session that binding a token (ITSI498006) or a passkey (ITSI510001)
 * needs: an SMS code sent for that code, read from the sandbox outbox, and the password.
 */
export async function bindingProof(bank: Bank, token: string, purpose: 'ITSI498006' | 'ITSI510001' = 'ITSI498006', password = PASSWORD) {
  proofCounter += 1;
  const transactionId = `binding-${Date.now().toString(36)}-${String(proofCounter).padStart(6, '0')}`;
  const sent = await bank.call<{ challengeId: string }>('ITSI320001', { purpose, transactionId }, { token });
  if (sent.header.responseCode !== '00000') throw new Error(`binding SMS: ${sent.header.responseCode}`);
  const otp = await smsCodeFor(bank, transactionId);
  return { sms: { challengeId: sent.data.challengeId, otp, transactionId }, password: { password } };
}

/**
 * Ends the cooling-off period of the session's customer's new bindings (sandbox ITSI900003),
 * as a tester does instead of waiting 12 hours.
 */
export async function settleBindings(bank: Bank, token: string): Promise<void> {
  const profile = await bank.call<{ user: { custId: string } }>('ITSI100003', {}, { token });
  const res = await bank.call('ITSI900003', { custId: profile.data.user.custId });
  if (res.header.responseCode !== '00000') throw new Error(`settle bindings: ${res.header.responseCode}`);
}

/**
 * Activates a soft token (with TOKEN_PIN) on a new device id and returns the device id and the
 * opened seed. The binding's cooling-off period is ended unless `settle` is false.
 */
export async function activateToken(bank: Bank, token: string, deviceId = 'device-' + Math.random().toString(36).slice(2, 14).padEnd(12, '0'), { settle = true } = {}) {
  const res = await bank.call<{ wrappedSeed: string }>('ITSI498006', { clientDeviceId: deviceId, pin: TOKEN_PIN, ...(await bindingProof(bank, token)) }, { token });
  if (res.header.responseCode !== '00000') throw new Error(`activation: ${res.header.responseCode}`);
  if (settle) await settleBindings(bank, token);
  const pin = await bank.call<{ unlockKey: string }>('ITSI500001', { clientDeviceId: deviceId, pin: TOKEN_PIN });
  if (pin.header.responseCode !== '00000') throw new Error(`token PIN: ${pin.header.responseCode}`);
  return { deviceId, seed: unwrapSeed(res.data.wrappedSeed, pin.data.unlockKey), wrappedSeed: res.data.wrappedSeed };
}

let keyCounter = 0;
export function idempotencyKey(): string {
  keyCounter += 1;
  return `test-key-${Date.now().toString(36)}-${keyCounter.toString().padStart(6, '0')}`;
}

export interface TokenCustomer {
  bank: Bank;
  /** The customer's session token. */
  token: string;
  device: { deviceId: string; seed: string };
}

/** A fresh bank with `loginId` logged on and a Mobile Token activated: most money and settings tests start here. */
export async function startBankWithToken(loginId = 'chan.taiman'): Promise<TokenCustomer> {
  const bank = await startBank();
  const token = await bank.login(loginId);
  return { bank, token, device: await activateToken(bank, token) };
}

/** The next Mobile Token confirmation: 30 seconds later, so each call gets a fresh code. */
export function tokenAuth({ bank, device }: Pick<TokenCustomer, 'bank' | 'device'>) {
  bank.clock.advance(30_000);
  return { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
}

/**
 * A strengthened-verification ticket for a transfer (ITSI500005 with the mobile token and the
 * password), as the browser's verification page gets one: what a large transfer in a short
 * time needs besides its second factor. Moves the clock one token step on either side, so
 * neither this code nor the transfer's is a replay.
 */
export async function transferTicket(bank: Bank, token: string, device: { deviceId: string; seed: string }): Promise<string> {
  bank.clock.advance(30_000);
  const res = await bank.call<{ ticket: string }>('ITSI500005', { bizType: 'transfer', theMods: ['token', 'password'], token: { deviceId: device.deviceId, otp: otp(device.seed, bank.clock) }, password: { password: PASSWORD } }, { token });
  if (res.header.responseCode !== '00000') throw new Error(`verification: ${res.header.responseCode}`);
  bank.clock.advance(30_000);
  return res.data.ticket;
}

/** Two customers for the transfer rules' tests: chan.taiman with a bound token, both with their HKD savings. */
export interface TransferPair {
  bank: Bank;
  chan: string;
  device: { deviceId: string; seed: string };
  hkd: Account;
  wongHkd: Account;
  /** A fresh Mobile Token credential: 30 seconds later, so no code is a replay of the last. */
  auth: () => { method: 'mobile-token'; deviceId: string; otp: string };
}

export async function startTransferPair(): Promise<TransferPair> {
  const bank = await startBank();
  const wong = await bank.login('wong.siuming');
  const wongHkd = await account(bank, wong, '01', 'HKD');
  const chan = await bank.login('chan.taiman');
  const device = await activateToken(bank, chan);
  const hkd = await account(bank, chan, '01', 'HKD');
  const auth = () => {
    bank.clock.advance(30_000);
    return { method: 'mobile-token' as const, deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
  };
  return { bank, chan, device, hkd, wongHkd, auth };
}
