// @vitest-environment jsdom
// What the customer sees of a suspended direct debit (SUPC) on its detail page: the status
// "Suspended" and why, with what to do (amend or cancel); an effective one shows no such note.
import '../widgets/dom-stubs';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { FlowRun, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView } from '../../../engine/react';
import detailFlow from '../../../generated/journeys/payment-authorize.detail/flow.json';
import { deps, kit } from './step-kit';

const record = (status: string) => ({
  referenceNo: 'DD20261123ABCDEFGHIJ', merchantId: 'M2401', merchantName: { 'zh-TW': '煤氣公司', 'zh-CN': '煤气公司', en: 'Towngas' }, category: '24',
  creditorType: 'proxy', creditorId: '7654321', debtorReference: 'CLP 0123456789', currency: 'HKD', fromAccountId: 'A1', fromAccountNo: '20138810527311',
  noUpperLimit: false, upperLimit: 150000, periodicity: 'MNTH', maxCount: 1, expiryOption: '0', expiryDate: null, status,
  createdAt: '2026-11-23T02:00:00.000Z', updatedAt: '2026-11-23T02:00:00.000Z',
});

async function show(status: string) {
  const run = new FlowRun(detailFlow as unknown as Flow, deps(async () => ({ authorisation: record(status) })), { query: { ref: 'DD20261123ABCDEFGHIJ' } });
  await act(() => run.start());
  render(
    <EngineKitContext.Provider value={kit()}>
      <FlowStepView run={run} />
    </EngineKitContext.Provider>,
  );
}

describe('a suspended direct debit authorisation', () => {
  it('says it is suspended, why, and what the customer can do', async () => {
    await show('SUPC');
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('Why suspended')).toBeInTheDocument();
    expect(screen.getByText(/Amend it \(for example, choose another debit account\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel authorisation' })).toBeInTheDocument();
  });

  it('an effective one has no such note', async () => {
    await show('SUCC');
    expect(screen.queryByText('Why suspended')).toBeNull();
  });
});
