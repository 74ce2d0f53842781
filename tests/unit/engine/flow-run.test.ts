// The engine's pipeline on the real transfer flow, with the generated validators and a
// scripted bank: validation messages, checks, authentication, idempotency, branching,
// back, retry, no double submit, resume after reload.
import { describe, expect, it, vi } from 'vitest';
import { FlowRun, RunRegistry, type EngineDeps, type Flow } from '../../../engine/core';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import transferCreate from '../../../generated/journeys/transfer.create/flow.json';
import transferRecord from '../../../generated/journeys/transfer.record/flow.json';

const flow = transferCreate as unknown as Flow;

const account = { accountId: 'A1', accountNo: '01234567890123', currency: 'HKD', available: 500000 };
const validInput = {
  fromAccount: account,
  payee: { name: 'Wong Siu Ming', bankCode: '388', accountNo: '38800000000001' },
  amount: 12345,
  terms: true,
};

function transferResponse(status = '1') {
  return {
    transfer: {
      transferId: 'T1', referenceNo: 'FT20261123ABCDEF1234', transferType: 'same-bank', status, category: '2',
      fromAccountNo: account.accountNo, payeeName: 'Wong Siu Ming', payeeBankCode: '388', payeeAccountNo: '38800000000001',
      currency: 'HKD', amount: 12345, fee: 0, createdAt: '2026-11-23T02:00:00.000Z', valueDate: '2026-11-23',
    },
    availableAfter: 487655,
  };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    load: (k: string) => map.get(k) ?? null,
    save: (k: string, v: string) => void map.set(k, v),
    remove: (k: string) => void map.delete(k),
    keys: () => [...map.keys()],
  };
}

function makeDeps(overrides: Partial<EngineDeps> = {}) {
  let id = 0;
  const call = vi.fn(async (code: string, payload: Record<string, unknown>) => {
    switch (code) {
      case 'ITSI200001':
        return { accounts: [] };
      case 'ITSI200002':
        return { payees: [] };
      case 'ITSI200003':
        return { ownBankCode: '388', banks: [] };
      case 'ITSI300015':
        return { sameBank: true, holderName: 'WO** SI* MI**' };
      case 'ITSI300001':
        return transferResponse();
      default:
        throw new Error(`unexpected ${code} ${JSON.stringify(payload)}`);
    }
  });
  const auth = vi.fn(async () => ({ method: 'mobile-token', deviceId: 'D'.repeat(32), otp: '123456' }));
  const deps: EngineDeps = {
    call,
    formValidators,
    requestValidators: Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request])),
    authenticators: { 'mobile-token': auth, 'bound-device': auth },
    locale: () => 'en',
    user: () => ({ customerName: 'Chan Tai Man' }),
    now: () => new Date('2026-11-23T02:00:00Z'),
    newId: () => `id-${String(++id).padStart(16, '0')}`,
    storage: memoryStorage(),
    ...overrides,
  };
  return { deps, call, auth };
}

describe('FlowRun pipeline', () => {
  it('loads the first step, validates with the flow messages, and refuses to move on bad input', async () => {
    const { deps, call } = makeDeps();
    const run = new FlowRun(flow, deps);
    await run.start();
    expect(call).toHaveBeenCalledWith('ITSI200001', { purpose: 'transfer-out' });
    expect(run.loaded.input).toMatchObject({ accounts: [], payees: [], banks: { ownBankCode: '388' } });
    const moved = await run.proceed({ ...validInput, amount: undefined, payee: { ...validInput.payee, name: 'bad<name>' } });
    expect(moved).toBe(false);
    expect(run.stepId).toBe('input');
    expect(run.fieldErrors.amount).toEqual(['Please input correct amount']);
    expect(run.fieldErrors['payee.name']?.[0]).toMatch(/payee name may contain/);
  });

  it('applies the cross-field check (amount above the available balance)', async () => {
    const { deps } = makeDeps();
    const run = new FlowRun(flow, deps);
    await run.start();
    expect(await run.proceed({ ...validInput, amount: 600000 })).toBe(false);
    expect(run.fieldErrors.amount?.[0]).toMatch(/greater than the available balance/);
  });

  it('lets Back leave a first step while it loads, and holds it while the bank works on the submit', async () => {
    const { deps } = makeDeps();
    const run = new FlowRun(flow, deps);
    const started = run.start();
    expect(run.isBusy).toBe(true);
    expect(run.holdsBack).toBe(false);
    await started;
    expect(await run.proceed(validInput)).toBe(true);
    const heldDuringSubmit: boolean[] = [];
    const submitting = run.proceed();
    heldDuringSubmit.push(run.holdsBack);
    await submitting;
    expect(heldDuringSubmit).toEqual([true]);
    expect(run.holdsBack).toBe(false);
  });

  it('authenticates, submits once with an idempotency key, and branches to the result', async () => {
    const { deps, call, auth } = makeDeps();
    const run = new FlowRun(flow, deps);
    await run.start();
    expect(await run.proceed(validInput)).toBe(true);
    expect(run.stepId).toBe('confirm');
    const first = run.proceed();
    const second = run.proceed(); // a double tap is ignored
    expect(await second).toBe(false);
    expect(await first).toBe(true);
    expect(auth).toHaveBeenCalledTimes(1);
    const submits = call.mock.calls.filter(([code]) => code === 'ITSI300001');
    expect(submits).toHaveLength(1);
    expect(submits[0]![1]).toMatchObject({
      fromAccountId: 'A1', amount: 12345, currency: 'HKD',
      payee: { name: 'Wong Siu Ming', bankCode: '388', accountNo: '38800000000001' },
      idempotencyKey: expect.stringMatching(/^id-/),
      auth: { method: 'mobile-token', otp: '123456' },
    });
    expect(run.stepId).toBe('result');
    expect(run.status).toBe('done');
  });

  it('hands the authenticator where the contract says the request carries its money', async () => {
    const { deps, auth } = makeDeps({ requestMoney: { ITSI300001: { amount: 'amount', currency: 'currency' } } });
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(validInput);
    await run.proceed();
    expect(auth).toHaveBeenCalledWith(
      expect.objectContaining({ tx: 'ITSI300001', money: { amount: 'amount', currency: 'currency' }, payload: expect.objectContaining({ amount: 12345, currency: 'HKD' }) }),
    );
  });

  it('goes to the received result when the bank answers processing', async () => {
    const { deps } = makeDeps({ call: async (code) => (code === 'ITSI300001' ? transferResponse('0') : code === 'ITSI300015' ? { sameBank: true } : { accounts: [], payees: [], ownBankCode: '388', banks: [] }) });
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(validInput);
    await run.proceed();
    expect(run.stepId).toBe('received');
  });

  it('never submits when the customer cancels authentication', async () => {
    const { deps, call } = makeDeps({ authenticators: { 'bound-device': async () => null } });
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(validInput);
    expect(await run.proceed()).toBe(false);
    expect(call.mock.calls.some(([code]) => code === 'ITSI300001')).toBe(false);
    expect(run.stepId).toBe('confirm');
  });

  it('refuses to submit when the required authenticator is missing', async () => {
    const { deps, call } = makeDeps({ authenticators: {} });
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(validInput);
    expect(await run.proceed()).toBe(false);
    expect(run.error?.stage).toBe('auth');
    expect(call.mock.calls.some(([code]) => code === 'ITSI300001')).toBe(false);
  });

  it('retries a failed submit with the same idempotency key', async () => {
    let attempt = 0;
    const keys: unknown[] = [];
    const { deps } = makeDeps({
      call: async (code, payload) => {
        if (code === 'ITSI300015') return { sameBank: true };
        if (code !== 'ITSI300001') return { accounts: [], payees: [], ownBankCode: '388', banks: [] };
        keys.push(payload.idempotencyKey);
        if (++attempt === 1) throw Object.assign(new Error('Network connection failed, please try again'), { code: '-9401' });
        return transferResponse();
      },
    });
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(validInput);
    expect(await run.proceed()).toBe(false);
    expect(run.status).toBe('failed');
    expect(run.error).toMatchObject({ stage: 'submit', code: '-9401' });
    expect(await run.retry()).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows a refusal the flow names in fieldFor under its field, and stays on the step', async () => {
    const { deps } = makeDeps({
      call: async (code) => {
        if (code === 'ITSI300015') throw Object.assign(new Error('The payee account was not found at this bank.'), { code: 'E300000004', kind: 'business' });
        return { accounts: [], payees: [], ownBankCode: '388', banks: [] };
      },
    });
    const run = new FlowRun(flow, deps);
    await run.start();
    expect(await run.proceed(validInput)).toBe(false);
    expect(run.stepId).toBe('input');
    expect(run.status).toBe('idle');
    expect(run.error).toBeNull();
    expect(run.fieldErrors).toEqual({ 'payee.accountNo': ['The payee account was not found at this bank.'] });
  });

  it('Amend goes back to the input with its data and a new key for the amended request', async () => {
    const { deps } = makeDeps();
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(validInput);
    expect(run.canGoBack).toBe(true);
    expect(run.back()).toBe(true);
    expect(run.stepId).toBe('input');
    expect(run.data.input).toMatchObject({ amount: 12345 });
  });

  it('resumes after a reload, loading again the reference data it does not keep', async () => {
    const { deps, call } = makeDeps();
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(validInput);
    const saved = deps.storage!.load('flow-run:transfer.create')!;
    // Neither the definition nor the loaded accounts, payees and banks are written.
    expect(JSON.parse(saved)).not.toHaveProperty('flow');
    expect(JSON.parse(saved)).not.toHaveProperty('loaded');
    const resumed = FlowRun.resume(flow, deps);
    expect(resumed?.stepId).toBe('confirm');
    expect(resumed?.data.input).toMatchObject({ amount: 12345 });
    expect(resumed?.loaded.input).toBeUndefined();
    call.mockClear();
    await resumed!.start();
    expect(call).toHaveBeenCalledWith('ITSI200001', { purpose: 'transfer-out' });
    expect(resumed?.loaded.input).toMatchObject({ accounts: [], payees: [], banks: { ownBankCode: '388' } });
    expect(resumed?.stepId).toBe('confirm');
  });

  it('does not resume a run saved by another version of the flow (its validators are gone)', async () => {
    const { deps } = makeDeps();
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(validInput);
    const changed = { ...flow, version: 2, steps: { ...flow.steps } } as Flow;
    expect(FlowRun.resume(changed, deps)).toBeNull();
    expect(FlowRun.resume(flow, deps)?.stepId).toBe('confirm');
  });

  it('keeps the first value written to a step that has no data yet (a preselected account)', async () => {
    const { deps } = makeDeps();
    const run = new FlowRun(flow, deps);
    await run.start();
    // As a step is when the page shows it before its defaults are filled in.
    run.setStepData(undefined);
    run.setFieldAt(['fromAccount'], account);
    expect(run.data.input).toEqual({ fromAccount: account });
    run.setFieldAt(['payee', 'name'], 'CHAN TAI MAN');
    expect(run.data.input).toEqual({ fromAccount: account, payee: { name: 'CHAN TAI MAN' } });
  });

  it('saves a burst of typing once, and at once when the page is hidden', async () => {
    vi.useFakeTimers();
    try {
      const { deps } = makeDeps();
      const save = vi.spyOn(deps.storage!, 'save');
      const registry = new RunRegistry(deps);
      const run = registry.get(flow);
      await run.start();
      save.mockClear();
      for (const amount of [1, 12, 123]) run.setField('amount', amount);
      expect(save).not.toHaveBeenCalled();
      registry.flush();
      expect(save).toHaveBeenCalledTimes(1);
      expect(FlowRun.resume(flow, deps)?.data.input).toMatchObject({ amount: 123 });
      run.setStepData({ ...validInput, amount: 5 });
      vi.runAllTimers();
      expect(save).toHaveBeenCalledTimes(2);
      expect(FlowRun.resume(flow, deps)?.data.input).toMatchObject({ amount: 5 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a result step blocks back, and the registry starts a fresh run when asked', async () => {
    const { deps } = makeDeps();
    const registry = new RunRegistry(deps);
    const run = registry.get(flow);
    await run.start();
    await run.proceed(validInput);
    await run.proceed();
    expect(run.canGoBack).toBe(false);
    expect(run.back()).toBe(false);
    expect(registry.get(flow)).toBe(run);
    const fresh = registry.get(flow, { fresh: true });
    expect(fresh).not.toBe(run);
    expect(fresh.stepId).toBe('input');
  });
});

describe('list steps', () => {
  it('loads with the filter defaults and rejects an end date before the start date', async () => {
    const call = vi.fn(async () => ({ total: 0, records: [] }));
    const { deps } = makeDeps({ call });
    const run = new FlowRun(transferRecord as unknown as Flow, deps);
    await run.start();
    // The empty status ('all') is left out of the request, as every empty value is.
    expect(call).toHaveBeenCalledWith('ITSI300002', { category: '0', over100k: false, pageNo: 1, pageSize: 10 });
    expect(await run.applyFilter({ startDate: '2026-11-20', endDate: '2026-11-01' })).toBe(false);
    expect(run.fieldErrors.endDate).toEqual(['The end date cannot be earlier than the start date']);
    expect(await run.applyFilter({ startDate: '2026-11-01', endDate: '2026-11-20', status: '1' })).toBe(true);
    expect(call).toHaveBeenLastCalledWith('ITSI300002', expect.objectContaining({ startDate: '2026-11-01', endDate: '2026-11-20', status: '1' }));
  });
});

describe('list filter reset', () => {
  it('returns to the filter defaults and loads again', async () => {
    const call = vi.fn(async () => ({ total: 0, records: [] }));
    const { deps } = makeDeps({ call });
    const run = new FlowRun(transferRecord as unknown as Flow, deps);
    await run.start();
    await run.applyFilter({ status: '2', category: '1' });
    await run.resetFilter();
    expect(run.data.list).toEqual({ status: '', category: '0', over100k: false });
    expect(call).toHaveBeenLastCalledWith('ITSI300002', expect.objectContaining({ category: '0', pageNo: 1 }));
    expect(call).toHaveBeenCalledTimes(3);
  });
});

describe('cancel', () => {
  it('ends the run: nothing is kept for a reload and nothing more is sent', async () => {
    const { deps, call } = makeDeps();
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed(validInput);
    run.cancel();
    expect(run.status).toBe('cancelled');
    expect(FlowRun.resume(flow, deps)).toBeNull();
    expect(await run.proceed()).toBe(false);
    expect(call.mock.calls.some(([code]) => code === 'ITSI300001')).toBe(false);
  });
});

describe('validation of groups', () => {
  it('an empty from-account group shows the flow message for the group, not one per member', async () => {
    const { deps } = makeDeps();
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed({ ...validInput, fromAccount: {} });
    expect(run.fieldErrors.fromAccount).toEqual(['The withdrawal account cannot be empty']);
    expect(Object.keys(run.fieldErrors).filter((k) => k.startsWith('fromAccount.'))).toEqual([]);
  });

  it('an empty payee group keeps the message of each member (the flow has none for the group)', async () => {
    const { deps } = makeDeps();
    const run = new FlowRun(flow, deps);
    await run.start();
    await run.proceed({ ...validInput, payee: {} });
    expect(run.fieldErrors['payee.name']).toEqual(["Please enter the payee's name"]);
    expect(run.fieldErrors['payee.bankCode']).toEqual(['Please select the payee bank']);
  });
});
