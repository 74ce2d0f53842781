// The disagreements between a form and the bank that are meant, each with its reason (docs/testing.md,
// "Inputs generated from the schemas"). `form-refuses`: the form refuses a value the bank takes or
// refuses later with an answer it gives the recorded request too (a stricter owner's rule, or a
// limit the bank applies after the factor). `bank-refuses`: the bank's request check refuses a
// value the form takes. `rule` is the form's keyword, '*' any. The agreement test fails on a
// declaration no generated value needs, so the list stays short.
export interface Declaration {
  /** `flowId step.field` */
  field: string;
  direction: 'form-refuses' | 'bank-refuses';
  rule: string;
  reason: string;
}

const OWNER = 'the owner\'s narrower rule where the bank\'s re-check of the definition\'s form rules does not reach: a code that moves no money, sent here without naming its definition, is judged by its contract alone, and a value mapped through an expression is left to the contract';
const STATE = 'the bank checks the password rules after the reset\'s verification, which the recorded request no longer passes';
const CUSTOMER = 'the bank compares the holder\'s name with the customer\'s own (E190000003, the recorded request\'s answer too) before any pattern, so the form\'s pattern is not reached';
const BANK_LIST = 'the bank\'s list of banks, which the form only shows: a well-formed code not on it is refused by the bank alone';

const form = (field: string, rule: string, reason: string): Declaration => ({ field, direction: 'form-refuses', rule, reason });
const bank = (field: string, reason: string): Declaration => ({ field, direction: 'bank-refuses', rule: '*', reason });

export const DECLARED: Declaration[] = [
  form('transfer.fps input.proxyType', '*', OWNER),
  form('mortgage.calculator input.principal', 'minimum', OWNER),
  form('settings.myself input.areaCode', 'pattern', OWNER),
  form('settings.myself input.homePhone', 'pattern', OWNER),
  form('settings.myself input.officePhone', 'pattern', OWNER),
  form('settings.forget-password reset.newPassword', 'pattern', STATE),
  form('settings.reset-password reset.newPassword', 'pattern', STATE),
  form('verification.add-card input.holderName', 'pattern', CUSTOMER),
  bank('register-transfer.create create.bankCode', BANK_LIST),
];
