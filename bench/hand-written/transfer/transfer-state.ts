// The transfer written by hand: Next's checks — the form's generated validator, then the daily
// limit left and the available balance written out — then the payee's account check at the
// bank (ITSI300015), whose refusal of the account number is said under that field.
import { formValidators } from '../../../generated/journeys/transfer.create/forms.js';
import type { Call, FormState } from '../shared/form';
import { addError, schemaErrors, type MessageTexts, type Validate } from '../shared/validate';

export const TRANSFER_FORM = formValidators['transfer.create@1/input']!;

/** The bank's refusals that belong to the payee's account number. */
const ACCOUNT_REFUSALS = new Set(['E300000004', 'E300000005']);

interface TransferValues {
  fromAccount?: { currency?: string; available?: number; dailyRemaining?: number | null };
  payee?: { bankCode?: string; accountNo?: string };
  amount?: number;
}

/** The request's values, empty ones left out (as the product maps a request). */
function present(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** Next on the input: resolves with the bank's answer to the account check when it may go to the confirm step. */
export async function transferNext(form: FormState, texts: MessageTexts & { checks: string[] }, call: Call): Promise<{ holderName?: string } | null> {
  const v = form.values as TransferValues;
  const errors = schemaErrors(TRANSFER_FORM.validate as Validate, form.values, texts);
  if (Object.keys(errors).length === 0) {
    const [overDailyLimit, overBalance] = texts.checks;
    const left = v.fromAccount?.dailyRemaining;
    if (left !== undefined && left !== null && !((v.amount ?? NaN) <= left)) addError(errors, 'amount', overDailyLimit!);
    if (!((v.amount ?? NaN) <= (v.fromAccount?.available ?? NaN))) addError(errors, 'amount', overBalance!);
  }
  form.setErrors(errors);
  if (Object.keys(errors).length > 0) return null;
  form.setBusy(true);
  try {
    return (await call('ITSI300015', present({ bankCode: v.payee?.bankCode, accountNo: v.payee?.accountNo, currency: v.fromAccount?.currency }))) as { holderName?: string };
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code && ACCOUNT_REFUSALS.has(code)) {
      form.setErrors({ 'payee.accountNo': [(e as Error).message] });
      return null;
    }
    throw e;
  } finally {
    form.setBusy(false);
  }
}
