// A service's own answer to a request, past the route's checks (the contract, the form rules of
// the definition the app names, the factors): for a rule the bank keeps behind the app's form
// (a merchant's limit the form also has), which a request through the API meets the form's rule
// first for (docs/publishing.md, "The bank checks the form's rules too").
import type { ApiCode } from '../../../../generated/types/api.js';
import { BankError } from '../../../../server/api/errors.js';
import { handlers } from '../../../../server/handlers/index.js';
import { authenticate } from '../../../../server/services/customer/sessions.js';
import type { Bank } from './helpers.js';

/** The answer code of the handler of `code` for the customer of `token`; only for requests it refuses (one it accepts is carried out). */
export async function serviceAnswer(bank: Bank, token: string, code: ApiCode, payload: object): Promise<string> {
  const ctx = bank.app.bank;
  const { customerId } = await authenticate(ctx, token);
  try {
    await (handlers[code] as (call: object, payload: object) => Promise<unknown>)({ ctx, lang: 'en', customerId }, payload);
    return '00000';
  } catch (e) {
    if (e instanceof BankError) return e.code;
    throw e;
  }
}
