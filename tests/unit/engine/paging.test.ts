// Paged list steps (flow `paging`) on the real transfer-record flow: page 1 on load, the next
// page joined after the rows shown, no more after the total, pull-to-refresh back to page 1,
// a failed page left for a retry, and a page arriving after the customer left is dropped.
import { autorun, isObservable } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import transferRecord from '../../../generated/journeys/transfer.record/flow.json';
import { firstPage, joinPage } from '../../../engine/core/paging';

const flow = transferRecord as unknown as Flow;
const TOTAL = 23;
const record = (n: number) => ({ transferId: `T${n}` });

function bank(failOn?: number) {
  return vi.fn(async (code: string, payload: Record<string, unknown>) => {
    if (code !== 'ITSI300002') throw new Error(`unexpected ${code}`);
    const pageNo = Number(payload.pageNo);
    const size = Number(payload.pageSize);
    if (pageNo === failOn) throw new Error('network');
    const from = (pageNo - 1) * size;
    return { total: TOTAL, records: Array.from({ length: Math.max(0, Math.min(size, TOTAL - from)) }, (_, i) => record(from + i + 1)) };
  });
}

function deps(call: ReturnType<typeof bank>): EngineDeps {
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
  };
}

const rows = (run: FlowRun) => (run.loaded.list!.records as { records: { transferId: string }[] }).records.map((r) => r.transferId);

describe('paged list steps', () => {
  it('keeps the answers as plain data, and a view reading the rows sees the page joined', async () => {
    const run = new FlowRun(flow, deps(bank()));
    await run.start();
    // Loaded answers are observed per step, not row by row (see FlowRun's constructor).
    expect(isObservable(run.loaded.list)).toBe(false);
    const seen: number[] = [];
    const stop = autorun(() => seen.push(rows(run).length));
    await run.loadMore();
    stop();
    expect(seen).toEqual([10, 20]);
  });

  it('loads page 1, joins the next pages and stops at the total', async () => {
    const call = bank();
    const run = new FlowRun(flow, deps(call));
    await run.start();
    expect(call).toHaveBeenLastCalledWith('ITSI300002', expect.objectContaining({ pageNo: 1, pageSize: 10 }));
    expect(rows(run)).toHaveLength(10);
    expect(run.pages.list).toEqual({ pageNo: 1, more: true });

    await run.loadMore();
    expect(call).toHaveBeenLastCalledWith('ITSI300002', expect.objectContaining({ pageNo: 2, pageSize: 10 }));
    expect(rows(run)).toEqual(Array.from({ length: 20 }, (_, i) => `T${i + 1}`));
    await run.loadMore();
    expect(rows(run)).toHaveLength(TOTAL);
    expect(run.pages.list).toEqual({ pageNo: 3, more: false });
    await run.loadMore();
    expect(call).toHaveBeenCalledTimes(3);

    // Pulled down: page 1 again, the later pages forgotten.
    await run.refresh();
    expect(call).toHaveBeenLastCalledWith('ITSI300002', expect.objectContaining({ pageNo: 1 }));
    expect(rows(run)).toHaveLength(10);
    expect(run.pages.list).toEqual({ pageNo: 1, more: true });
  });

  it('leaves a page that failed to be asked again, with the rows shown kept', async () => {
    const call = bank(2);
    const run = new FlowRun(flow, deps(call));
    await run.start();
    await expect(run.loadMore()).rejects.toThrow('network');
    expect(rows(run)).toHaveLength(10);
    expect(run.pages.list).toEqual({ pageNo: 1, more: true });
    expect(run.loadingMore).toBe(false);
  });

  it('without a total, a short page is the last; rows may sit at the top of the answer', () => {
    const paging = { load: 'rows', pageSize: 3 };
    expect(firstPage(paging, [1, 2, 3], [])).toEqual({ pageNo: 1, more: true });
    const joined = joinPage(paging, [1, 2, 3], [4], [], 2);
    expect(joined).toEqual({ answer: [1, 2, 3, 4], state: { pageNo: 2, more: false } });
    // An empty page ends the list even if the bank's total says otherwise.
    expect(joinPage({ ...paging, total: 'total' }, { total: 9, list: [1] }, { total: 9, list: [] }, ['list'], 2).state.more).toBe(false);
  });
});
