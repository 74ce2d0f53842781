// A list step's `call` button on the real notice list: the engine calls the button's
// transaction (checked against its contract) and loads the step again, so the page shows the
// bank's new state; a refusal leaves the rows as they were; a money-moving code is never sent
// this way (money moves only through a submit with its authentication).
import { describe, expect, it, vi } from 'vitest';
import { FlowRun, type EngineDeps, type Flow, type ListStep } from '../../../engine/core';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import noticeList from '../../../generated/journeys/notice.list/flow.json';

const flow = noticeList as unknown as Flow;
const markAll = (flow.steps.list as ListStep).buttons!.find((b) => b.action === 'call')!;

/** A bank with two unread notices; ITSI110003 reads them all (or refuses, when told to). */
function bank(refuse = false) {
  const state = { n1: 'unread', n2: 'unread' } as Record<string, string>;
  return vi.fn(async (code: string) => {
    if (code === 'ITSI110001') {
      const notices = Object.entries(state).map(([noticeId, s]) => ({ noticeId, title: noticeId, state: s }));
      return { unreadCount: notices.filter((n) => n.state === 'unread').length, notices };
    }
    if (code === 'ITSI110003') {
      if (refuse) throw { message: 'Session timed out, please log in again.', code: 'TE800000001' };
      const marked = Object.values(state).filter((s) => s === 'unread').length;
      for (const k of Object.keys(state)) state[k] = 'read';
      return { marked, unreadCount: 0 };
    }
    throw new Error(`unexpected ${code}`);
  });
}

function deps(call: ReturnType<typeof bank>, extra: Partial<EngineDeps> = {}): EngineDeps {
  let id = 0;
  return {
    call,
    formValidators,
    requestValidators: Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request])),
    authenticators: {},
    locale: () => 'en',
    user: () => ({}),
    now: () => new Date('2026-11-23T02:00:00Z'),
    newId: () => `id-${String(++id).padStart(16, '0')}`,
    ...extra,
  };
}

const unread = (run: FlowRun) => (run.loaded.list!.notices as { unreadCount: number }).unreadCount;

describe('a call button', () => {
  it('is declared on the notice list with ITSI110003, shown while something is unread', () => {
    expect(markAll).toMatchObject({ tx: 'ITSI110003', when: { '>': [{ var: 'loaded.list.notices.unreadCount' }, 0] } });
    expect(markAll.done?.en).toBe('All notices are marked as read');
  });

  it('calls the transaction, then loads the list again', async () => {
    const call = bank();
    const run = new FlowRun(flow, deps(call));
    await run.start();
    expect(unread(run)).toBe(2);
    await run.callThenReload(markAll.tx!, markAll.request);
    expect(call.mock.calls.map(([code]) => code)).toEqual(['ITSI110001', 'ITSI110003', 'ITSI110001']);
    expect(call).toHaveBeenNthCalledWith(2, 'ITSI110003', {}, { flowId: 'notice.list', version: flow.version });
    expect(unread(run)).toBe(0);
    expect(run.status).toBe('idle');
  });

  it("rejects with the bank's message and keeps the rows when the bank refuses", async () => {
    const call = bank(true);
    const run = new FlowRun(flow, deps(call));
    await run.start();
    await expect(run.callThenReload(markAll.tx!, markAll.request)).rejects.toMatchObject({ message: 'Session timed out, please log in again.' });
    expect(unread(run)).toBe(2);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('never sends a request its contract refuses, nor a money-moving code', async () => {
    const call = bank();
    const run = new FlowRun(flow, deps(call));
    await run.start();
    await expect(run.callThenReload('ITSI110003', { extra: { const: 1 } })).rejects.toMatchObject({ message: 'Invalid input, please try again' });
    const moneyRun = new FlowRun(flow, deps(call, { requestMoney: { ITSI110003: { amount: 'amount', currency: 'currency' } as never } }));
    await moneyRun.start();
    await expect(moneyRun.callThenReload('ITSI110003', undefined)).rejects.toMatchObject({ message: 'Invalid input, please try again' });
    expect(call.mock.calls.map(([code]) => code)).toEqual(['ITSI110001', 'ITSI110001']);
  });
});
