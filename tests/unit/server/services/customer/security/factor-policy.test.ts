// Which factor confirms what (contract `factors`, `verify`, `highRisk`), enforced by the API
// route before any handler: a weaker factor is refused per code, strengthened verification is
// required per code for a customer who needs it, and a new binding cannot confirm a high-risk
// instruction during its cooling-off period.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { loadContracts } from '../../../../../../server/api/contracts.js';
import { SECURITY_POLICY } from '../../../../../../server/services/customer/security/policy.js';
import { apiContracts } from '../../../../../../generated/validators/api.js';
import { PASSWORD, activateToken, idempotencyKey, otp, settleBindings, smsCodeFor, type Bank } from '../../../support/helpers.js';

const FIXTURES = path.resolve(__dirname, '../../../../../fixtures');

/** The request a recorded journey sent for `tx` (first one found), to reuse its valid shape. */
function recordedRequest(tx: string): Record<string, unknown> {
  for (const dir of fs.readdirSync(FIXTURES)) {
    const folder = path.join(FIXTURES, dir);
    if (!fs.statSync(folder).isDirectory()) continue;
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      let found: Record<string, unknown> | undefined;
      const walk = (node: unknown): void => {
        if (found || node === null || typeof node !== 'object') return;
        const record = node as Record<string, unknown>;
        if (record.tx === tx && record.request && typeof record.request === 'object') found = record.request as Record<string, unknown>;
        Object.values(record).forEach(walk);
      };
      walk(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
      if (found) return structuredClone(found);
    }
  }
  throw new Error(`no recorded request for ${tx}`);
}

const contracts = loadContracts();
const VERIFIED = contracts.codes().filter((code) => contracts.get(code)!.verify).sort();
const WITH_FACTORS = contracts.codes().filter((code) => contracts.get(code)!.factors).sort();

async function otpEvents(bank: Bank): Promise<number> {
  const rows = await bank.app.bank.store.db.selectFrom('auth_events').select('id').where('event', '=', 'token-otp').execute();
  return rows.length;
}

describe('the contracts declare it', () => {
  it('every code that takes auth names its factors, and codegen carries them to the front end', () => {
    for (const code of contracts.codes()) {
      const raw = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../../../../schemas/api/${code}.json`), 'utf8'));
      const takesAuth = raw.request?.properties?.auth !== undefined;
      expect(contracts.get(code)!.factors !== undefined, code).toBe(takesAuth);
      expect((apiContracts as Record<string, { factors?: string[] }>)[code]?.factors, code).toEqual(raw.factors);
    }
  });

  it('money leaves, payees are added and limits rise only on a bound device; the password box confirms nothing alone', () => {
    for (const code of ['ITSI300001', 'ITSI300005', 'ITSI300007', 'ITSI300008', 'ITSI300011', 'ITSI310002']) {
      const contract = contracts.get(code)!;
      expect(contract.factors, code).not.toContain('password');
      expect(contract.factors!.every((f) => ['mobile-token', 'transaction-code', 'passkey'].includes(f)), code).toBe(true);
      expect(contract.highRisk, code).toBe(true);
    }
    for (const code of WITH_FACTORS) expect(contracts.get(code)!.factors, code).not.toContain('password');
  });
});

describe('a weaker factor is refused, per code', { timeout: 60_000 }, () => {
  // The password box against ITSI300001 (its schema admits it, the table does not).
  it('ITSI300001 with the password box', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const request = { ...recordedRequest('ITSI300001'), idempotencyKey: idempotencyKey(), auth: { method: 'password', password: PASSWORD } };
    expect((await bank.call('ITSI300001', request, { token: chan })).header.responseCode).toBe('E500000012');
  });

  it('ITSI300008 with an SMS code once the customer has a bound device (SMS is only the fallback)', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    await activateToken(bank, chan);
    const request = { ...recordedRequest('ITSI300008'), idempotencyKey: idempotencyKey(), auth: { method: 'sms-otp', challengeId: 'CH0000000001', otp: '123456' } };
    const res = await bank.call('ITSI300008', request, { token: chan, locale: 'en_US' });
    expect(res.header).toEqual({ responseCode: 'E500000012', responseMessage: 'This instruction must be confirmed with your bound device (Mobile Token or fingerprint / Face ID).' });
  });

  it('ITSI300008 by SMS for a customer without a token: with the strengthened-verification ticket it registers the payee', async ({ bank }) => {
    const tam = await bank.login('tam.meiling');
    const sms = async (purpose: string, transactionId: string) => {
      const sent = await bank.call<{ challengeId: string }>('ITSI320001', { purpose, transactionId }, { token: tam });
      return { challengeId: sent.data.challengeId, otp: await smsCodeFor(bank, transactionId) };
    };
    const verifyTx = `verify-${idempotencyKey()}`;
    const ticket = await bank.call('ITSI500005', { bizType: 'transfer', theMods: ['sms', 'password'], sms: { ...(await sms('ITSI500005', verifyTx)), transactionId: verifyTx }, password: { password: PASSWORD } }, { token: tam });
    expect(ticket.header.responseCode).toBe('00000');
    const key = idempotencyKey();
    const payee = { name: 'MA WING YAN', bankCode: '024', accountNo: '024765432101' };
    const res = await bank.call('ITSI300008', { ...payee, idempotencyKey: key, auth: { method: 'sms-otp', ...(await sms('ITSI300008', key)) }, verifyTicket: ticket.data.ticket }, { token: tam });
    expect(res.header.responseCode).toBe('00000');
  });

  // Every code: a complete request (as a journey sent it) with a well-formed credential of a
  // method outside the code's factors never reaches the handler. Refused by the factor table,
  // or already by the contract's schema when it does not even admit that method for `auth`.
  const CREDENTIALS: Record<string, object> = {
    password: { method: 'password', password: PASSWORD },
    'sms-otp': { method: 'sms-otp', challengeId: 'SM0000000000000000000000', otp: '123456' },
    'mobile-token': { method: 'mobile-token', deviceId: 'device-not-bound-0001', otp: '123456' },
  };
  const EXTRA: Record<string, Record<string, unknown>> = {
    ITSI300009: { payeeId: 'PY0000000000000000000000' },
    ITSI300014: { planId: 'TP0000000000000000000000' },
    ITSI140008: { password: '135792', confirmPassword: '135792' },
  };
  for (const code of WITH_FACTORS) {
    const contract = contracts.get(code)!;
    const accepted = [...contract.factors!, ...(contract.fallbackFactors ?? [])];
    const weaker = Object.keys(CREDENTIALS).filter((m) => !accepted.includes(m));
    it(`${code} (${contract.factors!.join(', ')}) refuses ${weaker.join(', ')}`, async ({ bank }) => {
      const chan = await bank.login('chan.taiman');
      const base = EXTRA[code] ?? recordedRequest(code);
      for (const method of weaker) {
        const request = { ...base, auth: CREDENTIALS[method], ...('idempotencyKey' in base ? { idempotencyKey: idempotencyKey() } : {}) };
        const res = await bank.call(code, request, { token: chan, locale: 'en_US' });
        const bySchema = res.header.responseCode === 'E000000400' && res.header.responseMessage.includes('auth');
        expect(res.header.responseCode === 'E500000012' || bySchema, `${code} ${method}: ${res.header.responseCode} ${res.header.responseMessage}`).toBe(true);
      }
      // The handler never ran: no code was looked at.
      expect(await otpEvents(bank)).toBe(0);
    });
  }
});

describe('strengthened verification, per code', { timeout: 60_000 }, () => {
  for (const code of VERIFIED) {
    it(`${code} without a ticket is refused for ho.wingyan before her code is checked`, async ({ bank }) => {
      const ho = await bank.login('ho.wingyan');
      const device = await activateToken(bank, ho);
      // A credential of a method the code accepts (the token's where it takes one), none where it takes none.
      const factors = contracts.get(code)!.factors;
      const auth = !factors
        ? undefined
        : factors.includes('mobile-token')
          ? { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) }
          : { method: 'sms-otp', challengeId: 'SM0000000000000000000000', otp: '123456' };
      const request: Record<string, unknown> = { ...recordedRequest(code), ...(auth ? { auth } : {}) };
      if ('idempotencyKey' in request) request.idempotencyKey = idempotencyKey();
      const res = await bank.call(code, request, { token: ho });
      expect(res.header.responseCode, code).toBe('E500000008');
      // The handler never ran: the code was not even looked at.
      expect(await otpEvents(bank)).toBe(0);
    });
  }

  it('a ticket spent on one instruction is accepted again only for a retry of that same instruction', async ({ bank }) => {
    const ho = await bank.login('ho.wingyan');
    const device = await activateToken(bank, ho);
    bank.clock.advance(30_000);
    const ticket = await bank.call('ITSI500005', { bizType: 'transfer', theMods: ['token', 'password'], token: { deviceId: device.deviceId, otp: otp(device.seed, bank.clock) }, password: { password: PASSWORD } }, { token: ho });
    expect(ticket.header.responseCode).toBe('00000');
    const accounts = (await bank.call('ITSI200001', { purpose: 'all' }, { token: ho })).data.accounts as { accountId: string; accountType: string; currency: string }[];
    const from = accounts.find((a) => a.accountType === '01' && a.currency === 'HKD')!;
    const key = idempotencyKey();
    const payee = { name: 'CHAN TAI MAN', bankCode: '012', accountNo: '01287500123456' };
    bank.clock.advance(30_000);
    const auth = { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
    const body = { fromAccountId: from.accountId, payee, currency: 'HKD', amount: 1_000, idempotencyKey: key, auth, verifyTicket: ticket.data.ticket };
    const first = await bank.call('ITSI300001', body, { token: ho });
    expect(first.header.responseCode).toBe('00000');
    const retry = await bank.call('ITSI300001', body, { token: ho });
    expect(retry.data.transfer.referenceNo).toBe(first.data.transfer.referenceNo);
    const other = await bank.call('ITSI300001', { ...body, idempotencyKey: idempotencyKey() }, { token: ho });
    expect(other.header.responseCode).toBe('E500000008');
  });
});

describe('stopIncreaseQuota and collection codes', { timeout: 30_000 }, () => {
  it('ITSI300007: a customer with stopIncreaseQuota Y cannot raise the small-value limit, even with a ticket', async ({ bank }) => {
    const ho = await bank.login('ho.wingyan');
    expect((await bank.call('ITSI401013', {}, { token: ho })).data.stopIncreaseQuota).toBe('Y');
    const device = await activateToken(bank, ho);
    bank.clock.advance(30_000);
    const ticket = await bank.call('ITSI500005', { bizType: 'settings', theMods: ['token', 'password'], token: { deviceId: device.deviceId, otp: otp(device.seed, bank.clock) }, password: { password: PASSWORD } }, { token: ho });
    const before = (await bank.call('ITSI300006', {}, { token: ho })).data.limit as number;
    bank.clock.advance(30_000);
    const res = await bank.call('ITSI300007', { limit: before + 100_00, auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) }, verifyTicket: ticket.data.ticket }, { token: ho, locale: 'en_US' });
    expect(res.header).toEqual({ responseCode: 'E500000015', responseMessage: 'You cannot increase your transaction limit at the moment.' });
    expect((await bank.call('ITSI300006', {}, { token: ho })).data.limit).toBe(before);
  });

  it("ITSI310003: a collection code only for the caller's own account", async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const wong = await bank.login('wong.siuming');
    const wongAccount = ((await bank.call('ITSI200001', { purpose: 'all' }, { token: wong })).data.accounts as { accountId: string }[])[0]!;
    const res = await bank.call('ITSI310003', { accountId: wongAccount.accountId }, { token: chan });
    expect(res.header.responseCode).toBe('E300000003');
    expect(JSON.stringify(res.data)).toBe('{}');
  });
});

describe('cooling-off of a new binding', { timeout: 30_000 }, () => {
  it(`a token bound less than ${SECURITY_POLICY.bindingCoolingOffMs / 3_600_000} hours ago cannot confirm a high-risk transfer or strengthened verification`, async ({ bank }) => {
    const ho = await bank.login('ho.wingyan');
    const device = await activateToken(bank, ho, undefined, { settle: false });
    const verify = () =>
      bank.call('ITSI500005', { bizType: 'transfer', theMods: ['token', 'password'], token: { deviceId: device.deviceId, otp: otp(device.seed, bank.clock) }, password: { password: PASSWORD } }, { token: ho, locale: 'en_US' });
    const refused = await verify();
    expect(refused.header.responseCode).toBe('E500000013');
    expect(refused.header.responseMessage).toContain('12 hours');

    const chan = await bank.login('chan.taiman');
    const chanDevice = await activateToken(bank, chan, undefined, { settle: false });
    const request = { ...recordedRequest('ITSI300001'), idempotencyKey: idempotencyKey(), auth: { method: 'mobile-token', deviceId: chanDevice.deviceId, otp: otp(chanDevice.seed, bank.clock) } };
    expect((await bank.call('ITSI300001', request, { token: chan })).header.responseCode).toBe('E500000013');
    expect(await otpEvents(bank)).toBe(0);

    // Once the period is over (the sandbox dates the binding back, as moving the clock 12 hours would).
    await settleBindings(bank, ho);
    bank.clock.advance(30_000);
    expect((await verify()).header.responseCode).toBe('00000');
  });
});
