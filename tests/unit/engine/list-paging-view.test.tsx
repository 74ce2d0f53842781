// @vitest-environment jsdom
// The paged list step as the customer sees it: "Page x of y" between Previous and Next, real
// buttons (keyboard usable), Previous disabled on the first page and Next on the last; Next
// loads the next page of the account records.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { EngineKitContext } from '../../../engine/react';
import { ListStepView } from '../../../engine/react/ListStepView';
import { apiValidators } from '../../../generated/validators/api.js';
import accountRecords from '../../../generated/journeys/account.records/flow.json';
import { deps, kit } from './step-kit';

const record = (n: number) => ({
  entryId: `JE${n}`, reference: `R${n}`, kind: 'transfer', postedAt: '2026-11-23T02:00:00.000Z', accountId: 'AC1', accountNo: '20139810527319',
  accountType: '01', currency: 'HKD', amount: 100 * n, direction: 'out', balanceAfter: 1000,
});

describe('paged list view', () => {
  it('shows the page, disables what cannot be reached and loads the next page', async () => {
    const call = vi.fn(async (_code: string, payload: Record<string, unknown>) => {
      const page = Number(payload.pageNo);
      return { records: [record(page)], total: 2, pageNo: page, pageSize: 10, pageCount: 2 };
    });
    const base = deps(call as unknown as EngineDeps['call']);
    const run = new FlowRun(accountRecords as unknown as Flow, { ...base, requestValidators: Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request])) }, { query: { accountId: 'AC1' } });
    await run.start();
    render(
      <EngineKitContext.Provider value={kit()}>
        <ListStepView run={run} />
      </EngineKitContext.Provider>,
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument());
    expect(call).toHaveBeenLastCalledWith('ITSI130003', { accountId: 'AC1', pageNo: 2, pageSize: 10 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });
});
