// @vitest-environment jsdom
// The generic pieces of the payments area: a result step's rows (each cheque of a bulk stop)
// and a form step's goTo (the record filter screen opens the list with its choice).
import '../widgets/dom-stubs';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView } from '../../../engine/react';
import { widgets } from '../../../widgets';
import chequeStop from '../../../generated/journeys/cheque.physical-batch-stop/flow.json';
import recordScreen from '../../../generated/journeys/bill.record-screen/flow.json';
import { account, deps, kit } from './step-kit';


function show(run: FlowRun, k = kit()) {
  return render(
    <EngineKitContext.Provider value={k}>
      <FlowStepView run={run} />
    </EngineKitContext.Provider>,
  );
}

const book = { value: 'B1', label: { 'zh-TW': '支票簿', 'zh-CN': '支票簿', en: 'Cheque book 100001-100050' }, bookId: 'B1', accountId: 'A2', accountNo: '20139820188425', accountType: '02', currency: 'HKD', firstNo: '100001', lastNo: '100050', unused: 46, cheques: [] };

describe('payments-area step pieces', () => {
  it('a result step lists each row of the answer with its coded status', async () => {
    const bank: EngineDeps['call'] = async (code) => {
      if (code === 'ITSI800001') return { books: [book], feeAccounts: [account], feePerCheque: 10000, feeCurrency: 'HKD', maxCount: 50 };
      if (code === 'ITSI800002')
        return {
          stop: {
            stopId: 'S1', referenceNo: 'CS20261123ABCDEFGHIJ', accountNo: book.accountNo, fromNo: '100003', toNo: '100005', count: 3, reason: '01', feeAccountNo: account.accountNo,
            fee: 20000, currency: 'HKD', accepted: 1, rejected: 1, pending: 1, createdAt: '2026-11-23T02:00:00.000Z',
            results: [{ chequeNo: '100003', result: 'rejected', reason: 'used' }, { chequeNo: '100004', result: 'pending' }, { chequeNo: '100005', result: 'accepted' }],
          },
          availableAfter: 480000,
        };
      throw new Error(code);
    };
    const run = new FlowRun(chequeStop as unknown as Flow, { ...deps(bank), authenticators: { 'mobile-token': async () => ({ method: 'mobile-token', deviceId: 'D'.repeat(32), otp: '123456' }) } });
    await act(() => run.start());
    await act(async () => {
      await run.proceed({ bookId: 'B1', fromNo: '100003', toNo: '100005', reason: '01', feeAccount: { accountId: 'A1', accountNo: account.accountNo, currency: 'HKD', available: 500000 } });
      await run.proceed();
    });
    expect(run.stepId).toBe('result');
    show(run);
    const rows = screen.getByTestId('result-rows');
    expect(rows).toHaveTextContent('100003');
    expect(rows).toHaveTextContent('Cheque already paid');
    expect(rows).toHaveTextContent('Pending');
    expect(rows).toHaveTextContent('Accepted');
    expect(screen.getByText('HKD 200.00')).toBeInTheDocument();
  });

  it('a form step with goTo opens its page with the data as the query, empty values left out', async () => {
    const run = new FlowRun(recordScreen as unknown as Flow, deps(async () => ({ accounts: [account] })), { query: { status: '2' } });
    await act(() => run.start());
    const k = kit();
    show(run, k);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(k.navigate).toHaveBeenCalledWith('/transfer-pay/bill-transaction-record', { status: '2' }));
    expect(run.stepId).toBe('screen');
  });
});
