// React alone: the Pay New Bill form as hand-written controlled inputs, validated on submit
// by the same precompiled validator. The floor any form library is measured against.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as form from '../.generated/bill.js';

type Bill = Record<string, string | boolean>;

const TEXT_FIELDS = ['merchantId', 'billType', 'billNo', 'accountNo', 'amount', 'paymentDate', 'nickname', 'receiptName', 'receiptEmail'];

function BillForm() {
  const [bill, setBill] = useState<Bill>({ currency: 'HKD', needReceipt: 'N', saveTemplate: false, terms: false });
  const [valid, setValid] = useState<boolean | null>(null);
  const set = (name: string, value: string | boolean) => setBill((b) => ({ ...b, [name]: value }));
  const submit = () => {
    const amount = Number(bill.amount);
    setValid(
      form.validate({
        merchant: { merchantId: bill.merchantId, billType: bill.billType },
        billNo: bill.billNo,
        fromAccount: { accountId: 'A1', accountNo: bill.accountNo, currency: 'HKD', available: 0 },
        currency: bill.currency,
        amount: Number.isFinite(amount) ? Math.round(amount * 100) : 0,
        paymentDate: bill.paymentDate,
        needReceipt: bill.needReceipt,
        terms: bill.terms,
      }),
    );
  };
  return (
    <form onSubmit={(e) => (e.preventDefault(), submit())}>
      {TEXT_FIELDS.map((name) => (
        <label key={name}>
          {name}
          <input id={name} value={String(bill[name] ?? '')} onChange={(e) => set(name, e.target.value)} />
        </label>
      ))}
      <select value={String(bill.currency)} onChange={(e) => set('currency', e.target.value)}>
        <option value="HKD">HKD</option>
      </select>
      <select value={String(bill.needReceipt)} onChange={(e) => set('needReceipt', e.target.value)}>
        <option value="Y">Yes</option>
        <option value="N">No</option>
      </select>
      <label>
        <input type="checkbox" checked={bill.terms === true} onChange={(e) => set('terms', e.target.checked)} /> terms
      </label>
      <button type="submit">Next</button>
      {valid === false && <p role="alert">Please check the form</p>}
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<BillForm />);
