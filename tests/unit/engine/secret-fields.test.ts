// A form's write-only fields (passwords) are never written to the run's saved state and are
// forgotten once the bank has answered the submit.
import { describe, expect, it, vi } from 'vitest';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import passwordFlow from '../../../generated/journeys/settings.password/flow.json';
import phonePinFlow from '../../../generated/journeys/settings.reset-phone-bank/flow.json';

const flow = passwordFlow as unknown as Flow;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    load: (k: string) => map.get(k) ?? null,
    save: (k: string, v: string) => void map.set(k, v),
    remove: (k: string) => void map.delete(k),
    keys: () => [...map.keys()],
    all: () => [...map.values()].join('\n'),
  };
}

function deps(storage = memoryStorage()) {
  const call = vi.fn(async (code: string) => {
    if (code === 'ITSI170001') return { changedAt: '2026-11-23T02:00:00.000Z', otherSessionsEnded: 1, strength: 3 };
    throw new Error(`unexpected ${code}`);
  });
  const d: EngineDeps = {
    call,
    formValidators,
    requestValidators: Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request])),
    authenticators: {},
    locale: () => 'en',
    user: () => ({}),
    now: () => new Date('2026-11-23T02:00:00Z'),
    newId: () => 'id-0000000000000001',
    storage,
  };
  return { d, call, storage };
}

describe('secret form fields', () => {
  it('are sent to the bank but never saved, and are gone from the run after the answer', async () => {
    const { d, call, storage } = deps();
    const run = new FlowRun(flow, d);
    await run.start();
    run.setField('oldPassword', 'Old@Secret1');
    run.setField('newPassword', 'New#Secret22');
    run.setField('confirmPassword', 'New#Secret22');
    run.flush();
    expect(storage.all()).not.toContain('Secret');
    expect(await run.proceed({ oldPassword: 'Old@Secret1', newPassword: 'New#Secret22', confirmPassword: 'New#Secret22' })).toBe(true);
    expect(call.mock.calls[0]?.slice(0, 2)).toEqual(['ITSI170001', { oldPassword: 'Old@Secret1', newPassword: 'New#Secret22' }]);
    expect(run.stepId).toBe('result');
    expect(JSON.stringify(run.data)).not.toContain('Secret');
    expect(storage.all()).not.toContain('Secret');
    expect(storage.all()).toContain('otherSessionsEnded');
  });

  it('the form refuses new passwords that do not match, or equal the old one, before any call', async () => {
    const { d, call } = deps();
    const run = new FlowRun(flow, d);
    await run.start();
    expect(await run.proceed({ oldPassword: 'Old@Secret1', newPassword: 'New#Secret22', confirmPassword: 'New#Secret23' })).toBe(false);
    expect(run.fieldErrors.confirmPassword).toEqual(['The two new passwords do not match']);
    expect(await run.proceed({ oldPassword: 'Old@Secret1', newPassword: 'Old@Secret1', confirmPassword: 'Old@Secret1' })).toBe(false);
    expect(run.fieldErrors.newPassword?.[0]).toMatch(/must differ/);
    expect(await run.proceed({ oldPassword: 'Old@Secret1', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });

  it('typed on one page and sent from the next (the token confirmation), are forgotten after that answer', async () => {
    const storage = memoryStorage();
    const call = vi.fn(async (code: string, _payload?: unknown) => {
      if (code === 'ITSI170040') return { isSet: false, locked: false };
      if (code === 'ITSI170041') return { isSet: true, locked: false, setAt: '2026-11-23T02:00:00.000Z' };
      throw new Error(`unexpected ${code}`);
    });
    const { d } = deps(storage);
    const run = new FlowRun(phonePinFlow as unknown as Flow, {
      ...d,
      call,
      authenticators: { 'mobile-token': async () => ({ method: 'mobile-token', deviceId: 'device-0000000000000001', otp: '123456' }) },
    });
    await run.start();
    expect(await run.proceed()).toBe(true);
    expect(await run.proceed({ pin: '580714', confirmPin: '580714' })).toBe(true);
    run.flush();
    expect(storage.all()).not.toContain('580714');
    expect(run.stepId).toBe('confirm');
    expect(await run.proceed()).toBe(true);
    expect(call.mock.calls.find((c) => c[0] === 'ITSI170041')?.[1]).toMatchObject({ pin: '580714' });
    expect(run.stepId).toBe('result');
    expect(JSON.stringify(run.data)).not.toContain('580714');
  });
});
