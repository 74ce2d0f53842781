// ITSI191039 (sandbox only): adds or removes a risk rule, so testers and the Chromium tests
// can see each security refusal end to end. A customer is named by login id.
import { BankError } from '../api/errors.js';
import type { Handler } from '../api/handler.js';
import { addRiskRule, removeRiskRule } from '../services/customer/risk/rules.js';
import { ERR } from '../../generated/error-codes.js';

export const sandboxRiskRule: Handler<'ITSI191039'> = async ({ ctx }, payload) => {
  let value = payload.value;
  if (payload.kind === 'customer') {
    const customer = await ctx.store.db.selectFrom('customers').select('id').where('login_id', '=', value).executeTakeFirst();
    if (!customer) throw new BankError(ERR.LOGIN_ID_PASSWORD_INCORRECT);
    value = customer.id;
  }
  if (payload.remove) await removeRiskRule(ctx, payload.kind, value);
  else await addRiskRule(ctx, payload.kind, value);
  const count = await ctx.store.db.selectFrom('risk_rules').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { rules: Number(count.n) };
};
