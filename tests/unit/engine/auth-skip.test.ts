// authSkipWhen on the real FPS flow: a small-value transfer is sent without the Mobile Token,
// anything else only with it; and the linter allows the skip only where the contract has a waiver.
import { describe, expect, it, vi } from 'vitest';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import { lintFlow } from '../../../codegen/lint/index';
import fpsFlow from '../../../generated/journeys/transfer.fps/flow.json';

const flow = fpsFlow as unknown as Flow;
const account = { accountId: 'A1', accountNo: '20138810527311', currency: 'HKD', available: 10_000_000 };

function transfer(kind: string) {
  return {
    transfer: {
      transferId: 'T1', referenceNo: 'FT20261123ABCDEF1234', transferType: 'local-bank', status: '0', category: '2',
      fromAccountNo: account.accountNo, payeeName: 'HO KA MING', payeeBankCode: '004', payeeAccountNo: '004512345678',
      currency: 'HKD', amount: 30_000, fee: 0, createdAt: '2026-11-23T02:00:00.000Z', valueDate: '2026-11-23', transferKind: kind,
    },
    availableAfter: 9_970_000,
  };
}

function makeDeps(remaining: number) {
  let id = 0;
  const store = new Map<string, string>();
  const call = vi.fn(async (code: string, payload: Record<string, unknown>) => {
    switch (code) {
      case 'ITSI200001':
        return { accounts: [] };
      case 'ITSI300006':
        return { limit: 50_000, usedToday: 50_000 - remaining, remaining, maxLimit: 1_000_000 };
      case 'ITSI300004':
        return { proxyType: 'MOBN', proxyValue: '+85298765432', payeeName: 'HO KA MI**', bankCode: '004', highRisk: false, warningAvailable: true, needOptFlag: '0', smallValueRemaining: remaining };
      case 'ITSI300005':
        return transfer(String(payload.kind));
      default:
        throw new Error(`unexpected ${code}`);
    }
  });
  const auth = vi.fn(async () => ({ method: 'mobile-token', deviceId: 'D'.repeat(32), otp: '123456' }));
  const deps: EngineDeps = {
    call,
    formValidators,
    requestValidators: Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request])),
    authenticators: { 'mobile-token': auth, 'bound-device': auth },
    locale: () => 'en',
    user: () => ({}),
    now: () => new Date('2026-11-23T02:00:00Z'),
    newId: () => `id-${String(++id).padStart(16, '0')}`,
    storage: { load: (k) => store.get(k) ?? null, save: (k, v) => void store.set(k, v), remove: (k) => void store.delete(k), keys: () => [...store.keys()] },
  };
  return { deps, call, auth };
}

const input = (smallValue: boolean, amount = 30_000) => ({ fromAccount: account, proxyType: 'MOBN', proxyValue: '98765432', amount, smallValue, terms: true });

describe('authSkipWhen', () => {
  it('sends a small-value transfer within the limit without the authenticator', async () => {
    const { deps, call, auth } = makeDeps(50_000);
    const run = new FlowRun(flow, deps);
    await run.start();
    expect(await run.proceed(input(true))).toBe(true);
    expect(run.stepId).toBe('confirm');
    expect(await run.proceed()).toBe(true);
    expect(auth).not.toHaveBeenCalled();
    const submit = call.mock.calls.find(([code]) => code === 'ITSI300005')![1];
    expect(submit).toMatchObject({ kind: 'small-value', proxy: { type: 'MOBN', value: '+85298765432' }, amount: 30_000, scamWarningAccepted: false });
    expect(submit.auth).toBeUndefined();
    expect(submit.idempotencyKey).toBeTruthy();
  });

  it('authenticates an instant transfer', async () => {
    const { deps, call, auth } = makeDeps(50_000);
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(input(false));
    await run.proceed();
    expect(auth).toHaveBeenCalledTimes(1);
    expect(call.mock.calls.find(([code]) => code === 'ITSI300005')![1]).toMatchObject({ kind: 'instant', auth: { otp: '123456' } });
  });

  it('refuses a small-value amount above what is left, before any call', async () => {
    const { deps, call } = makeDeps(20_000);
    const run = new FlowRun(flow, deps);
    await run.start();
    expect(await run.proceed(input(true))).toBe(false);
    expect(run.fieldErrors.amount).toEqual(['The amount exceeds your remaining small-value transfer limit for today']);
    expect(call.mock.calls.some(([code]) => code === 'ITSI300004')).toBe(false);
  });

  it('is refused by the linter on a contract without a waiver', () => {
    const copy = JSON.parse(JSON.stringify(fpsFlow));
    copy.steps.confirm.submit.tx = 'ITSI300001';
    const problems = lintFlow('flows/transfer/transfer-fps.json', copy).filter((p) => p.rule === 'auth-waiver');
    expect(problems.map((p) => p.location)).toEqual(['steps.confirm.authSkipWhen']);
  });
});
