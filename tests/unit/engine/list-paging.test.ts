// A paged list step (paging.pageCount) on the account records flow: the engine keeps the page
// at data.{step}.pageNo, loads the next page with the same filter, and a new filter starts
// again from page 1. The account number of a field follows its account type.
import { describe, expect, it, vi } from 'vitest';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import accountRecords from '../../../generated/journeys/account.records/flow.json';
import { formatField } from '../../../engine/react/format-field';
import { formatAccountNo } from '../../../domain/format/account';

const flow = accountRecords as unknown as Flow;

function deps(call: EngineDeps['call']): EngineDeps {
  let id = 0;
  return {
    call,
    formValidators,
    requestValidators: Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request])),
    authenticators: {},
    locale: () => 'en',
    user: () => ({ customerName: 'Chan Tai Man' }),
    now: () => new Date('2026-11-23T02:00:00Z'),
    newId: () => `id-${String(++id).padStart(16, '0')}`,
    storage: { load: () => null, save: () => undefined, remove: () => undefined, keys: () => [] },
  };
}

describe('paged list steps', () => {
  it('loads page 1, moves to the next page with the same filter, and a new filter starts again', async () => {
    const call = vi.fn(async (_code: string, payload: Record<string, unknown>) => ({ records: [], total: 25, pageNo: payload.pageNo, pageSize: 10, pageCount: 3 }));
    const run = new FlowRun(flow, deps(call as unknown as EngineDeps['call']), { query: { accountId: 'AC1' } });
    await run.start();
    expect(call).toHaveBeenLastCalledWith('ITSI130003', { accountId: 'AC1', pageNo: 1, pageSize: 10 });

    expect(await run.applyFilter({ direction: 'out' })).toBe(true);
    expect(await run.goToPage(2)).toBe(true);
    expect(call).toHaveBeenLastCalledWith('ITSI130003', { accountId: 'AC1', direction: 'out', pageNo: 2, pageSize: 10 });
    expect(run.data.list).toMatchObject({ pageNo: 2, direction: 'out' });

    expect(await run.goToPage(0)).toBe(false);
    expect(await run.applyFilter({ direction: 'in' })).toBe(true);
    expect(call).toHaveBeenLastCalledWith('ITSI130003', { accountId: 'AC1', direction: 'in', pageNo: 1, pageSize: 10 });
  });

  it('checks the amount range of the filter', async () => {
    const call = vi.fn(async () => ({ records: [], total: 0, pageNo: 1, pageSize: 10, pageCount: 0 }));
    const run = new FlowRun(flow, deps(call as unknown as EngineDeps['call']), { query: { accountId: 'AC1' } });
    await run.start();
    expect(await run.applyFilter({ minAmount: 5000, maxAmount: 100 })).toBe(false);
    expect(run.fieldErrors.maxAmount).toEqual(['The maximum amount cannot be less than the minimum']);
  });
});

describe('account fields with an account type', () => {
  const fmt = { money: String, account: (n: string, t?: string) => formatAccountNo(n, t ?? '01'), bank: String, date: String, datetime: String };
  it('groups by the type the field names: 3-3-1-6-1, 4-4-4-4, 3-3-2-5-1', () => {
    const field = { label: { 'zh-TW': '', 'zh-CN': '', en: '' }, value: 'item.no', format: 'account' as const, accountType: 'item.type' };
    expect(formatField(field, { item: { no: '20139810527319', type: '01' } }, 'en', fmt)).toBe('201-398-1-052731-9');
    expect(formatField(field, { item: { no: '6226980123456789', type: '04' } }, 'en', fmt)).toBe('6226-9801-2345-6789');
    expect(formatField(field, { item: { no: '20139810527319', type: '08' } }, 'en', fmt)).toBe('201-398-10-52731-9');
  });
});
