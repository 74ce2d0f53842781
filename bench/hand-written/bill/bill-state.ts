// Pay New Bill written by hand: the form's values (HKD, today), Next's checks — the form's
// generated validator, then the step's cross-field rules written out — and the step on screen.
// Nothing is sent on Next: the confirm step comes next, as in the product.
import { formValidators } from '../../../generated/journeys/bill.pay-new/forms.js';
import { weekday } from '../../../domain/calendar/business-calendar';
import { FormState } from '../shared/form';
import { addError, schemaErrors, type MessageTexts, type Validate } from '../shared/validate';
import type { BillReads } from './reads';

export const BILL_FORM = formValidators['bill.pay-new@1/input']!;

interface Merchant {
  merchantId?: string;
  billNoPattern?: string;
  limit?: number;
}

export function billForm(today: string): FormState {
  return new FormState({ currency: 'HKD', paymentDate: today });
}

function matches(text: string, pattern: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}

/** Next on the input: true when it may go to the confirm step (the errors are set either way). */
export function billNext(form: FormState, texts: MessageTexts & { checks: string[] }, today: string): boolean {
  const v = form.values as { merchant?: Merchant; billNo?: string; amount?: number; fromAccount?: { available?: number }; paymentDate?: string; needReceipt?: string; receiptName?: string; receiptEmail?: string };
  const errors = schemaErrors(BILL_FORM.validate as Validate, form.values, texts);
  if (Object.keys(errors).length === 0) {
    const [merchantFirst, billNoFormat, overLimit, overBalance, weekdaysOnly, receiptName, receiptEmail] = texts.checks;
    if (v.billNo && !v.merchant?.merchantId) addError(errors, 'billNo', merchantFirst!);
    if (v.billNo && v.merchant?.billNoPattern && !matches(v.billNo, v.merchant.billNoPattern)) addError(errors, 'billNo', billNoFormat!);
    if (v.amount && !(v.amount <= (v.merchant?.limit ?? NaN))) addError(errors, 'amount', overLimit!);
    if (v.amount && v.fromAccount && !(v.amount <= (v.fromAccount.available ?? NaN))) addError(errors, 'amount', overBalance!);
    if (v.paymentDate && v.paymentDate !== today && /^\d{4}-\d{2}-\d{2}$/.test(v.paymentDate) && [0, 6].includes(weekday(v.paymentDate))) addError(errors, 'paymentDate', weekdaysOnly!);
    if (v.needReceipt === 'Y' && !v.receiptName) addError(errors, 'receiptName', receiptName!);
    if (v.needReceipt === 'Y' && !v.receiptEmail) addError(errors, 'receiptEmail', receiptEmail!);
  }
  form.setErrors(errors);
  return Object.keys(errors).length === 0;
}

export type { BillReads };
