// The account-opening journey on the engine: the shared ID and age rules as JSON Logic
// operations, and the new password (writeOnly) kept out of the run saved in the tab.
import { describe, expect, it, vi } from 'vitest';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { evaluateLogic } from '../../../engine/core/context';
// The identity operations load with the flows that name them; evaluated directly here, imported as Node does.
import '../../../engine/core/identity-ops';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import openAccount from '../../../generated/journeys/open-account.apply/flow.json';

const flow = openAccount as unknown as Flow;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    load: (k: string) => map.get(k) ?? null,
    save: (k: string, v: string) => void map.set(k, v),
    remove: (k: string) => void map.delete(k),
    keys: () => [...map.keys()],
  };
}

function deps(): EngineDeps {
  let id = 0;
  return {
    call: vi.fn(async () => {
      throw new Error('no call expected');
    }),
    formValidators,
    requestValidators: Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request])),
    authenticators: {},
    locale: () => 'en',
    user: () => null,
    now: () => new Date('2026-11-25T02:00:00Z'),
    newId: () => `id-${String(++id).padStart(16, '0')}`,
    storage: memoryStorage(),
  };
}

describe('identity operations', () => {
  it('names why an ID number is refused, null when it is valid', () => {
    expect(evaluateLogic({ idProblem: ['HKID', 'A123456(3)', '2026-11-25'] }, {})).toBeNull();
    expect(evaluateLogic({ idProblem: ['HKID', 'A123456(4)', '2026-11-25'] }, {})).toBe('check-digit');
    expect(evaluateLogic({ idProblem: ['CNID', '520323197802318856', '2026-11-25'] }, {})).toBe('date-format');
    expect(evaluateLogic({ idProblem: ['CNID', '235407207006112742', '2026-11-25'] }, {})).toBe('birth-date');
    expect(evaluateLogic({ idProblem: ['XX', 'A123456(3)', '2026-11-25'] }, {})).toBe('format');
    expect(evaluateLogic({ idProblem: ['MOID', { var: 'missing' }, '2026-11-25'] }, {})).toBe('empty');
  });
  it('counts full years of age, null for a date that is not real', () => {
    expect(evaluateLogic({ ageOn: ['2008-11-25', '2026-11-25'] }, {})).toBe(18);
    expect(evaluateLogic({ ageOn: ['2008-11-26', '2026-11-25'] }, {})).toBe(17);
    expect(evaluateLogic({ ageOn: ['2008-02-30', '2026-11-25'] }, {})).toBeNull();
    expect(evaluateLogic({ ageOn: ['2030-01-01', '2026-11-25'] }, {})).toBeNull();
  });
});

describe('account-opening run', () => {
  it('keeps the login id but never saves the new password with the run', async () => {
    const d = deps();
    const run = new FlowRun(flow, d);
    await run.start();
    await run.proceed({ birthDate: '1990-05-17', productCode: 'HKD-SAVINGS' });
    await run.proceed({
      nameZh: '張小華', nameEn: 'CHEUNG SIU WAH', idType: 'HKID', idNumber: 'AB987654(3)', nationality: 'HK',
      mobile: '91234567', email: 'siuwah@example.com.hk', areaCode: 'KLN', addressDetail: 'Flat B, 8 Nathan Road',
    });
    await run.proceed({ idFront: 'UP3f9a1c7e5b2d4a6c8e0f1a2b', idBack: 'UP4a0b2c8d6e1f3a5b7c9d0e1f', selfie: 'UP5b1c3d9e7f2a4b6c8d0e1f2a' });
    await run.proceed({ loginId: 'cheung.siuwah', password: 'Open2026x', passwordAgain: 'Open2026x' });
    expect(run.stepId).toBe('contact');
    expect(run.data.setting).toMatchObject({ password: 'Open2026x' });
    const saved = JSON.parse(d.storage!.load('flow-run:open-account.apply')!);
    expect(saved.data.setting).toEqual({ loginId: 'cheung.siuwah' });
    expect(JSON.stringify(saved)).not.toContain('Open2026x');
  });
});
