// The engine's strengthened verification (step.verify) and authentication gate on the real
// transfer flow: no submit without a passed authentication or a verification whose event
// carries the step's bizType; the ticket travels with the submit.
import { describe, expect, it, vi } from 'vitest';
import { FlowRun, type EngineDeps, type Flow, type Verifier } from '../../../engine/core';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import transferCreate from '../../../generated/journeys/transfer.create/flow.json';

const flow = transferCreate as unknown as Flow;
const account = { accountId: 'A1', accountNo: '01234567890123', currency: 'HKD', available: 500000 };
const validInput = {
  fromAccount: account,
  payee: { name: 'Wong Siu Ming', bankCode: '388', accountNo: '38800000000001' },
  amount: 12345,
  terms: true,
};
const TICKET = 'T'.repeat(43);

function makeDeps(opts: { needOptFlag: string; verifier?: Verifier; auth?: EngineDeps['authenticators'][string] }) {
  let id = 0;
  const call = vi.fn(async (code: string, _payload?: Record<string, unknown>) => {
    if (code === 'ITSI200001') return { accounts: [] };
    if (code === 'ITSI200002') return { payees: [] };
    if (code === 'ITSI200003') return { ownBankCode: '388', banks: [] };
    if (code === 'ITSI300015') return { sameBank: true };
    if (code === 'ITSI300001')
      return {
        transfer: {
          transferId: 'T1', referenceNo: 'FT20261123ABCDEF1234', transferType: 'same-bank', status: '1', category: '2',
          fromAccountNo: account.accountNo, payeeName: 'Wong Siu Ming', payeeBankCode: '388', payeeAccountNo: '38800000000001',
          currency: 'HKD', amount: 12345, fee: 0, createdAt: '2026-11-23T02:00:00.000Z', valueDate: '2026-11-23',
        },
        availableAfter: 487655,
      };
    throw new Error(`unexpected ${code}`);
  });
  const auth = vi.fn(opts.auth ?? (async () => ({ method: 'mobile-token', deviceId: 'D'.repeat(32), otp: '123456' })));
  const deps: EngineDeps = {
    call,
    formValidators,
    requestValidators: Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request])),
    authenticators: { 'mobile-token': auth, 'bound-device': auth },
    verifier: opts.verifier,
    locale: () => 'en',
    user: () => ({ customerName: 'Ho Wing Yan', needOptFlag: opts.needOptFlag }),
    now: () => new Date('2026-11-23T02:00:00Z'),
    newId: () => `id-${String(++id).padStart(16, '0')}`,
  };
  return { deps, call, auth };
}

async function atConfirm(deps: EngineDeps) {
  const run = new FlowRun(flow, deps);
  await run.start();
  expect(await run.proceed(validInput)).toBe(true);
  expect(run.stepId).toBe('confirm');
  return run;
}

const submits = (call: ReturnType<typeof makeDeps>['call']) => call.mock.calls.filter(([code]) => code === 'ITSI300001');

describe('step.verify', () => {
  it('is skipped when its condition is false (needOptFlag 0)', async () => {
    const verifier = vi.fn<Verifier>(async () => ({ bizType: 'transfer', ticket: TICKET }));
    const { deps, call } = makeDeps({ needOptFlag: '0', verifier });
    const run = await atConfirm(deps);
    expect(await run.proceed()).toBe(true);
    expect(verifier).not.toHaveBeenCalled();
    expect(submits(call)[0]![1]).not.toHaveProperty('verifyTicket');
  });

  it('with needOptFlag 1 waits for the verification, then submits with its ticket', async () => {
    const verifier = vi.fn<Verifier>(async () => ({ bizType: 'transfer', ticket: TICKET }));
    const { deps, call, auth } = makeDeps({ needOptFlag: '1', verifier });
    const run = await atConfirm(deps);
    expect(await run.proceed()).toBe(true);
    expect(verifier).toHaveBeenCalledWith({ bizType: 'transfer', flowId: flow.id, stepId: 'confirm' });
    // Verification comes before the token code, as the bank checks the ticket first.
    expect(verifier.mock.invocationCallOrder[0]).toBeLessThan(auth.mock.invocationCallOrder[0]!);
    expect(submits(call)[0]![1]).toMatchObject({ verifyTicket: TICKET, auth: { method: 'mobile-token' } });
    expect(run.stepId).not.toBe('confirm');
  });

  it('cancelling returns to the step without submitting or asking for the token', async () => {
    const { deps, call, auth } = makeDeps({ needOptFlag: '1', verifier: async () => null });
    const run = await atConfirm(deps);
    expect(await run.proceed()).toBe(false);
    expect(run.stepId).toBe('confirm');
    expect(run.status).toBe('idle');
    expect(auth).not.toHaveBeenCalled();
    expect(submits(call)).toHaveLength(0);
  });

  it('refuses an event for another bizType, a failed verification, or no verifier at all', async () => {
    for (const verifier of [async () => ({ bizType: 'payment', ticket: TICKET }), async () => Promise.reject(new Error('Wrong password')), undefined]) {
      const { deps, call } = makeDeps({ needOptFlag: '1', verifier });
      const run = await atConfirm(deps);
      expect(await run.proceed()).toBe(false);
      expect(run.status).toBe('failed');
      expect(run.error?.stage).toBe('auth');
      expect(submits(call)).toHaveLength(0);
    }
  });
});

describe('required authentication', () => {
  it('never submits when the authenticator fails or is cancelled', async () => {
    for (const auth of [async () => null, async () => Promise.reject(new Error('PIN locked'))]) {
      const { deps, call } = makeDeps({ needOptFlag: '0', auth });
      const run = await atConfirm(deps);
      expect(await run.proceed()).toBe(false);
      expect(run.stepId).toBe('confirm');
      expect(submits(call)).toHaveLength(0);
    }
  });
});
