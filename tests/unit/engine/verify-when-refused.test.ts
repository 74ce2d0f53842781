// verify.whenRefused: a check only the bank can make (a large transfer in a short time, spec
// section 4) is answered with E300100005; the run then verifies (the verification page), and
// submits again once, with the ticket, the same idempotency key and a fresh second factor.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlowRun, type EngineDeps, type Flow, type Verifier } from '../../../engine/core';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import { loadLogicOps } from '../../../engine/core/logic-ops-on-demand';
import fpsFlow from '../../../generated/journeys/transfer.fps/flow.json';

const flow = fpsFlow as unknown as Flow;
// The FPS proxy check's operation comes with the flows that name it, as in the app.
beforeAll(() => loadLogicOps(flow));
const account = { accountId: 'A1', accountNo: '20138810527311', currency: 'HKD', available: 10_000_000 };
const TICKET = 'T'.repeat(43);
const answer = {
  transfer: {
    transferId: 'T1', referenceNo: 'FT20261123ABCDEF1234', transferType: 'local-bank', status: '0', category: '2',
    fromAccountNo: account.accountNo, payeeName: 'HO KA MING', payeeBankCode: '004', payeeAccountNo: '004512345678',
    currency: 'HKD', amount: 3_000_000, fee: 0, createdAt: '2026-11-23T02:00:00.000Z', valueDate: '2026-11-23', transferKind: 'instant',
  },
  availableAfter: 7_000_000,
};

/** `refusals`: how many submits the bank refuses for want of verification. */
function makeDeps(refusals: number) {
  let id = 0;
  let left = refusals;
  const store = new Map<string, string>();
  const call = vi.fn(async (code: string, _payload: Record<string, unknown>) => {
    switch (code) {
      case 'ITSI200001':
        return { accounts: [] };
      case 'ITSI300006':
        return { limit: 0, usedToday: 0, remaining: 0, maxLimit: 1_000_000 };
      case 'ITSI300004': // the pre-check saw no large amount yet
        return { proxyType: 'MOBN', proxyValue: '+85298765432', payeeName: 'HO KA MI**', bankCode: '004', highRisk: false, warningAvailable: true, needOptFlag: '0', smallValueRemaining: 0 };
      case 'ITSI300005':
        if (left > 0) {
          left -= 1;
          throw { code: 'E300100005', message: 'Strengthened verification is needed for this transfer.' };
        }
        return answer;
      default:
        throw new Error(`unexpected ${code}`);
    }
  });
  let otp = 100_000;
  const auth = vi.fn(async () => ({ method: 'mobile-token', deviceId: 'D'.repeat(32), otp: String(++otp) }));
  const verifier = vi.fn<Verifier>(async (r) => ({ bizType: r.bizType, ticket: TICKET }));
  const deps: EngineDeps = {
    call,
    formValidators,
    requestValidators: Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request])),
    authenticators: { 'mobile-token': auth, 'bound-device': auth },
    verifier,
    locale: () => 'en',
    user: () => ({ needOptFlag: '0' }),
    now: () => new Date('2026-11-23T02:00:00Z'),
    newId: () => `id-${String(++id).padStart(16, '0')}`,
    storage: { load: (k) => store.get(k) ?? null, save: (k, v) => void store.set(k, v), remove: (k) => void store.delete(k), keys: () => [...store.keys()] },
  };
  return { deps, call, auth, verifier };
}

const input = { fromAccount: account, proxyType: 'MOBN', proxyValue: '98765432', amount: 3_000_000, smallValue: false, terms: true };
const submits = (call: ReturnType<typeof makeDeps>['call']) => call.mock.calls.filter(([code]) => code === 'ITSI300005').map(([, p]) => p);

describe('verify.whenRefused', () => {
  it('verifies after the bank’s refusal and submits again once with the ticket', async () => {
    const { deps, call, auth, verifier } = makeDeps(1);
    const run = new FlowRun(flow, deps);
    await run.start();
    expect(await run.proceed(input)).toBe(true);
    expect(run.stepId).toBe('confirm');
    expect(await run.proceed()).toBe(true);
    expect(verifier).toHaveBeenCalledTimes(1);
    expect(verifier.mock.calls[0]![0]).toMatchObject({ bizType: 'transfer' });
    const [first, second] = submits(call);
    expect(first!.verifyTicket).toBeUndefined();
    expect(second).toMatchObject({ verifyTicket: TICKET, idempotencyKey: first!.idempotencyKey });
    expect(second!.auth).not.toEqual(first!.auth); // a fresh code: the refused one was not used
    expect(auth).toHaveBeenCalledTimes(2);
    expect(run.error).toBeNull();
  });

  it('asks no verification when the bank does not refuse', async () => {
    const { deps, call, verifier } = makeDeps(0);
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(input);
    expect(await run.proceed()).toBe(true);
    expect(verifier).not.toHaveBeenCalled();
    expect(submits(call)).toHaveLength(1);
  });

  it('does not loop: a refusal with the ticket is shown as the bank’s error', async () => {
    const { deps, call, verifier } = makeDeps(2);
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(input);
    expect(await run.proceed()).toBe(false);
    expect(verifier).toHaveBeenCalledTimes(1);
    expect(submits(call)).toHaveLength(2);
    expect(run.error).toMatchObject({ stage: 'submit', code: 'E300100005' });
  });
});
