// @vitest-environment jsdom
// The flow pieces e-cheques added, in their journeys: a confirm step's rows and computed count
// and total fee (stop several cheques), the ids sent from the checklist's items, a select and a
// coded field over loaded items with other keys (the merchant of a payment), and a list row's
// link shown only where its condition holds (merchant details).
import '../widgets/dom-stubs';
import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView } from '../../../engine/react';
import stopMany from '../../../generated/journeys/echeque.stop-many/flow.json';
import payment from '../../../generated/journeys/echeque.payment/flow.json';
import merchantData from '../../../generated/journeys/merchant.data/flow.json';
import { account, deps, kit } from './step-kit';

function show(run: FlowRun) {
  return render(
    <EngineKitContext.Provider value={kit()}>
      <FlowStepView run={run} />
    </EngineKitContext.Provider>,
  );
}

const token = { 'mobile-token': async () => ({ method: 'mobile-token', deviceId: 'D'.repeat(32), otp: '123456' }) };
const info = { drawAccounts: [{ ...account, accountId: 'A2', accountNo: '20139820188425', accountType: '02' }], depositAccounts: [account], feeAccounts: [account], rules: { stopFee: 5000, stopFeeCurrency: 'HKD', today: '2026-11-23' } };
const cheque = (id: string, no: string, amount: number) => ({ chequeId: id, chequeNo: no, payeeName: 'WONG SIU MING', amount, currency: 'HKD', chequeDate: '2026-11-23' });
const harbour = { merchantId: 'M0301', name: { 'zh-TW': '海港飲食集團', 'zh-CN': '海港饮食集团', en: 'Harbour Restaurant Group' }, eCheque: 'Y' };

describe('e-cheque flow pieces', () => {
  it('stop several: the confirm shows the count, the total fee and each cheque; the ids are sent', async () => {
    const sent: Record<string, unknown>[] = [];
    const bank: EngineDeps['call'] = async (code, payload) => {
      if (code === 'ITSI700001') return info;
      if (code === 'ITSI700004') return { cheques: [cheque('EC1', '000001', 100000), cheque('EC2', '000002', 50000), cheque('EC3', '000003', 20000)] };
      if (code === 'ITSI700011') {
        sent.push(payload as Record<string, unknown>);
        return { cheques: [{ ...cheque('EC1', '000001', 100000), status: 'stopped' }, { ...cheque('EC3', '000003', 20000), status: 'stopped' }], count: 2, fee: 10000, feeCurrency: 'HKD', feeAccountNo: account.accountNo };
      }
      throw new Error(code);
    };
    const run = new FlowRun(stopMany as unknown as Flow, { ...deps(bank), authenticators: token });
    await act(() => run.start());
    await act(() => run.proceed({ cheques: [cheque('EC1', '000001', 100000), cheque('EC3', '000003', 20000)], reason: 'lost', feeAccount: { accountId: 'A1', accountNo: account.accountNo, currency: 'HKD', available: 500000 } }));
    expect(run.stepId).toBe('confirm');
    const view = show(run);
    expect(screen.getByText('Number of cheques').parentElement).toHaveTextContent('2');
    expect(screen.getByText('Total fee').parentElement).toHaveTextContent('HKD 100.00');
    const rows = within(screen.getByTestId('result-rows'));
    expect(rows.getByText('000001')).toBeInTheDocument();
    expect(rows.getByText('000003')).toBeInTheDocument();
    expect(rows.queryByText('000002')).toBeNull();
    view.unmount();
    await act(() => run.proceed());
    expect(sent[0]).toMatchObject({ chequeIds: ['EC1', 'EC3'], feeAccountId: 'A1', reason: 'lost' });
    expect(run.stepId).toBe('result');
    show(run);
    expect(within(screen.getByTestId('result-rows')).getAllByText('Stopped')).toHaveLength(2);
  });

  it('stop several: no cheque chosen, or a fee the account cannot cover, stays on the form', async () => {
    const bank: EngineDeps['call'] = async (code) => (code === 'ITSI700001' ? info : { cheques: [cheque('EC1', '000001', 100000), cheque('EC2', '000002', 5000)] });
    const run = new FlowRun(stopMany as unknown as Flow, deps(bank));
    await act(() => run.start());
    await act(() => run.proceed({ cheques: [], reason: 'lost', feeAccount: { accountId: 'A1', accountNo: account.accountNo, currency: 'HKD', available: 500000 } }));
    expect(run.stepId).toBe('input');
    expect(run.fieldErrors.cheques).toEqual(['Please choose the cheques to stop']);
    await act(() => run.proceed({ cheques: [cheque('EC1', '000001', 100000), cheque('EC2', '000002', 5000)], reason: 'lost', feeAccount: { accountId: 'A1', accountNo: account.accountNo, currency: 'HKD', available: 9999 } }));
    expect(run.stepId).toBe('input');
    expect(run.fieldErrors.feeAccount).toEqual(['The available balance of this account does not cover the fee']);
  });

  it('payment: the merchant chosen from the query is named on the confirm, from its loaded item', async () => {
    const bank: EngineDeps['call'] = async (code) => {
      if (code === 'ITSI700001') return info;
      if (code === 'ITSI800003') return { categories: [], merchants: [harbour] };
      throw new Error(code);
    };
    const run = new FlowRun(payment as unknown as Flow, deps(bank), { query: { merchantId: 'M0301' } });
    await act(() => run.start());
    expect((run.data.input as Record<string, unknown>).merchantId).toBe('M0301');
    await act(() => run.proceed({ merchantId: 'M0301', fromAccount: { accountId: 'A2', accountNo: '20139820188425', currency: 'HKD', available: 500000 }, amount: 32150 }));
    expect(run.stepId).toBe('confirm');
    show(run);
    expect(screen.getByText('Harbour Restaurant Group')).toBeInTheDocument();
    expect(screen.getByText('HKD 321.50')).toBeInTheDocument();
  });

  it('merchant details: "Pay by e-cheque" only on the merchants that accept e-cheques', async () => {
    const other = { ...harbour, merchantId: 'M0302', name: { 'zh-TW': '其他', 'zh-CN': '其他', en: 'Other Restaurant' }, eCheque: 'N' };
    const row = { billTypes: { 'zh-TW': '賬單', 'zh-CN': '账单', en: 'Bill' }, limit: 5000000, currency: 'HKD', ebill: 'N', directDebit: 'N', category: '03', categoryName: { 'zh-TW': '飲食', 'zh-CN': '饮食', en: 'Food' } };
    const bank: EngineDeps['call'] = async () => ({ categories: [], merchants: [{ ...row, ...harbour }, { ...row, ...other }] });
    const run = new FlowRun(merchantData as unknown as Flow, deps(bank), { query: { category: '03' } });
    await act(() => run.start());
    show(run);
    const links = screen.getAllByRole('button', { name: 'Pay by e-cheque' });
    expect(links).toHaveLength(1);
    expect(links[0]!.closest('.adm-list-item')).toHaveTextContent('Harbour Restaurant Group');
  });
});
