// @vitest-environment jsdom
// The React adapter renders each step kind from the flow alone: labels in the customer's
// language, the engine's messages under the fields, the confirmation with formatted values,
// and the result with its reference and buttons.
import '../widgets/dom-stubs';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView } from '../../../engine/react';
import { fields, widgets } from '../../../widgets';
import transferCreate from '../../../generated/journeys/transfer.create/flow.json';
import transferRecord from '../../../generated/journeys/transfer.record/flow.json';
import billHome from '../../../generated/journeys/bill.home/flow.json';
import myself from '../../../generated/journeys/settings.myself/flow.json';
import { account, deps, kit } from './step-kit';


const bank: EngineDeps['call'] = async (code) => {
  if (code === 'ITSI200001') return { accounts: [account] };
  if (code === 'ITSI200002') return { payees: [] };
  if (code === 'ITSI300015') return { sameBank: true, holderName: 'WO** SI* MI**' };
  if (code === 'ITSI200003') return { ownBankCode: '398', banks: [{ code: '398', name: { 'zh-TW': '海港沙盒銀行', 'zh-CN': '海港沙盒银行', en: 'Harbour Sandbox Bank' } }] };
  if (code === 'ITSI300001')
    return {
      transfer: { transferId: 'T1', referenceNo: 'FT20261123AB12CD34EF', transferType: 'same-bank', status: '1', category: '2', fromAccountNo: account.accountNo, payeeName: 'WONG SIU MING', payeeBankCode: '398', payeeAccountNo: '31539812044677', currency: 'HKD', amount: 123450, fee: 0, createdAt: '2026-11-23T02:00:00.000Z', valueDate: '2026-11-23' },
      availableAfter: 376550,
    };
  throw new Error(code);
};

function show(run: FlowRun, k = kit()) {
  return render(
    <EngineKitContext.Provider value={k}>
      <FlowStepView run={run} />
    </EngineKitContext.Provider>,
  );
}

describe('step views', () => {
  it('a form step shows the flow labels and, after Next, the flow messages under the fields', async () => {
    const run = new FlowRun(transferCreate as unknown as Flow, deps(bank));
    await act(() => run.start());
    show(run);
    expect(screen.getByText('From account')).toBeInTheDocument();
    // The payee field loads on demand (widgets/lazy-widgets.ts).
    expect(await screen.findByText('Payee account number')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please input correct amount')).toBeInTheDocument();
    expect(screen.getByText('Please read and accept the conditions first')).toBeInTheDocument();
  });

  it('a confirm step shows formatted values; a result step its reference and buttons', async () => {
    const run = new FlowRun(transferCreate as unknown as Flow, deps(bank));
    await act(() => run.start());
    await act(async () => {
      await run.proceed({ fromAccount: { accountId: 'A1', accountNo: account.accountNo, currency: 'HKD', available: 500000 }, payee: { name: 'WONG SIU MING', bankCode: '398', accountNo: '31539812044677' }, amount: 123450, terms: true });
    });
    const onAction = vi.fn();
    const view = show(run, kit(onAction));
    expect(screen.getByText('201-398-1-052731-1')).toBeInTheDocument();
    expect(screen.getByText('HKD 1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Harbour Sandbox Bank (398)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(run.stepId).toBe('result'));
    view.rerender(
      <EngineKitContext.Provider value={kit(onAction)}>
        <FlowStepView run={run} />
      </EngineKitContext.Provider>,
    );
    expect(await screen.findByText('Your instruction has been processed')).toBeInTheDocument();
    expect(screen.getByText('FT20261123AB12CD34EF')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Store Details' }));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ action: 'store-details' }), run, expect.anything());
  });

  it('a list step shows its empty state, and rows with formatted amount and status', async () => {
    let records: unknown[] = [];
    const run = new FlowRun(transferRecord as unknown as Flow, deps(async () => ({ total: records.length, records })));
    await act(() => run.start());
    const view = show(run);
    // The list view's code loads on demand (widgets/lazy-views.ts): the step shows once it is in.
    expect(await screen.findByText('No Transaction record')).toBeInTheDocument();
    records = [{ transferId: 'T1', referenceNo: 'FT20261123AB12CD34EF', transferType: 'local-bank', status: '0', category: '2', fromAccountNo: account.accountNo, payeeName: 'YEUNG HOI TING', payeeBankCode: '004', payeeAccountNo: '652907114838', currency: 'HKD', amount: 25000, fee: 0, createdAt: '2026-11-23T02:00:00.000Z', valueDate: '2026-11-23' }];
    await act(() => run.applyFilter({}));
    view.rerender(
      <EngineKitContext.Provider value={kit()}>
        <FlowStepView run={run} />
      </EngineKitContext.Provider>,
    );
    expect(screen.getByText('YEUNG HOI TING')).toBeInTheDocument();
    expect(screen.getByText('HKD 250.00')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
  });

  it('a refused Next also tells a toastErrors field in a toast (personal details: the empty area code)', async () => {
    const details = { customerName: 'CHAN TAI MAN', idType: 'HKID', idNumber: 'A12****(3)', mobile: '+852 ****4567', address: { name: 'CHAN TAI MAN', tel: '+852 91234567', country: 'HK', areaCode: '', addressDetail: 'Flat A, 12/F, 1 Nathan Road' } };
    const run = new FlowRun(myself as unknown as Flow, deps(async () => details));
    await act(() => run.start());
    const toast = vi.fn();
    show(run, { ...kit(), toast });
    expect(await screen.findByText('Area code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Please enter the area code'));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Please enter the area code').length).toBeGreaterThan(0);
  });

  it('a list row shows its details with their labels (the bill home: effective date and bill date)', async () => {
    const templates = [{ templateId: 'BT1', merchantId: 'M1', merchantName: 'CLP Power', billType: '01', billNo: '1234567890', nickname: 'Home', effectiveDate: '2026-11-24', billDate: '2026-11-10', fromAccountId: 'A1', fromAccountNo: account.accountNo, currency: 'HKD', amount: 50000 }];
    const run = new FlowRun(billHome as unknown as Flow, deps(async () => ({ templates })));
    await act(() => run.start());
    show(run);
    expect(await screen.findByText('Bill Date: 2026-11-10')).toBeInTheDocument();
    expect(screen.getByText('Effective Date: 2026-11-24')).toBeInTheDocument();
  });

  it("a list row that opens its link is a focusable link, and Enter opens it", async () => {
    const records = [{ transferId: 'T1', referenceNo: 'FT20261123AB12CD34EF', transferType: 'local-bank', status: '1', category: '2', fromAccountNo: account.accountNo, payeeName: 'YEUNG HOI TING', payeeBankCode: '004', payeeAccountNo: '652907114838', currency: 'HKD', amount: 25000, fee: 0, createdAt: '2026-11-23T02:00:00.000Z', valueDate: '2026-11-23' }];
    const run = new FlowRun(transferRecord as unknown as Flow, deps(async () => ({ total: records.length, records })));
    await act(() => run.start());
    const k = kit();
    show(run, k);
    const row = await screen.findByRole('link', { name: /YEUNG HOI TING/ });
    expect(row).toHaveAttribute('tabindex', '0');
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(k.navigate).toHaveBeenCalledWith('/transfer-pay/transfer-detail', { id: 'T1' });
  });
});
