// The request validators of a journey arrive after its first screen (app/flows.ts): a submit
// waits for them before anything else, sends once however often it is tapped meanwhile, never
// goes without the check, and stops (asking again on the next tap) when they cannot be fetched.
import { describe, expect, it, vi } from 'vitest';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import fpsFlow from '../../../generated/journeys/transfer.fps/flow.json';

const flow = fpsFlow as unknown as Flow;
const account = { accountId: 'A1', accountNo: '20138810527311', currency: 'HKD', available: 10_000_000 };
const realChecks = Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request]));
const input = { fromAccount: account, proxyType: 'MOBN', proxyValue: '98765432', amount: 30_000, smallValue: false, terms: true };

function setUp() {
  const requestValidators: NonNullable<EngineDeps['requestValidators']> = {};
  let pending: Promise<void> | undefined;
  const call = vi.fn(async (code: string, payload: Record<string, unknown>) => {
    switch (code) {
      case 'ITSI200001':
        return { accounts: [] };
      case 'ITSI300006':
        return { limit: 50_000, usedToday: 0, remaining: 50_000, maxLimit: 1_000_000 };
      case 'ITSI300004':
        return { proxyType: 'MOBN', proxyValue: '+85298765432', payeeName: 'HO KA MI**', bankCode: '004', highRisk: false, warningAvailable: true, needOptFlag: '0', smallValueRemaining: 50_000 };
      case 'ITSI300005':
        return {
          transfer: { transferId: 'T1', referenceNo: 'FT20261123ABCDEF1234', transferType: 'local-bank', status: '0', category: '2', fromAccountNo: account.accountNo, payeeName: 'HO KA MING', payeeBankCode: '004', payeeAccountNo: '004512345678', currency: 'HKD', amount: 30_000, fee: 0, createdAt: '2026-11-23T02:00:00.000Z', valueDate: '2026-11-23', transferKind: String(payload.kind) },
          availableAfter: 9_970_000,
        };
      default:
        throw new Error(`unexpected ${code}`);
    }
  });
  const auth = vi.fn(async () => ({ method: 'mobile-token', deviceId: 'D'.repeat(32), otp: '123456' }));
  let id = 0;
  const deps: EngineDeps = {
    call,
    formValidators,
    requestValidators,
    requestChecksPending: () => pending,
    authenticators: { 'mobile-token': auth, 'bound-device': auth },
    locale: () => 'en',
    user: () => ({}),
    now: () => new Date('2026-11-23T02:00:00Z'),
    newId: () => `id-${String(++id).padStart(16, '0')}`,
  };
  const setPending = (p: Promise<void> | undefined) => void (pending = p);
  const sent = () => call.mock.calls.filter(([code]) => code === 'ITSI300005').length;
  return { deps, requestValidators, setPending, sent, auth };
}

async function atConfirm(deps: EngineDeps): Promise<FlowRun> {
  const run = new FlowRun(flow, deps);
  await run.start();
  expect(await run.proceed(input)).toBe(true);
  expect(run.stepId).toBe('confirm');
  return run;
}

describe('a submit before the request validators are in', () => {
  it('waits for them, asks for no second factor meanwhile, and sends once whatever the taps', async () => {
    const { deps, requestValidators, setPending, sent, auth } = setUp();
    Object.assign(requestValidators, realChecks);
    const run = await atConfirm(deps);
    for (const code of Object.keys(realChecks)) delete requestValidators[code];
    let arrive!: () => void;
    setPending(new Promise<void>((resolve) => (arrive = resolve)));
    const confirming = run.proceed();
    expect(await run.proceed()).toBe(false);
    await Promise.resolve();
    expect(auth).not.toHaveBeenCalled();
    expect(sent()).toBe(0);
    Object.assign(requestValidators, realChecks);
    setPending(undefined);
    arrive();
    expect(await confirming).toBe(true);
    expect(sent()).toBe(1);
    expect(run.stepId).not.toBe('confirm');
  });

  it('runs the check once they arrive: a request they refuse is never sent', async () => {
    const { deps, requestValidators, setPending, sent } = setUp();
    Object.assign(requestValidators, realChecks);
    const run = await atConfirm(deps);
    setPending(Promise.resolve().then(() => void (requestValidators.ITSI300005 = Object.assign(() => false, { errors: null }) as never)));
    expect(await run.proceed()).toBe(false);
    expect(sent()).toBe(0);
    expect(run.error?.message).toBe('Invalid input, please try again');
  });

  it('stops when they cannot be fetched, and sends on the next tap once they can', async () => {
    const { deps, requestValidators, setPending, sent, auth } = setUp();
    Object.assign(requestValidators, realChecks);
    const run = await atConfirm(deps);
    setPending(Promise.reject(new Error('offline')));
    expect(await run.proceed()).toBe(false);
    expect(run.error).not.toBeNull();
    expect(auth).not.toHaveBeenCalled();
    expect(sent()).toBe(0);
    setPending(undefined);
    expect(await run.proceed()).toBe(true);
    expect(sent()).toBe(1);
  });
});
