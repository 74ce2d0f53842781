// ITSI900003 (sandbox only): ends the cooling-off period of new bindings (one customer's, or
// everyone's) by dating them back to its start. Moving the clock 12 hours instead would also
// end every session, so tests and the demo use this after binding a token or passkey.
import { BankError } from '../api/errors.js';
import type { Handler } from '../api/handler.js';
import { isoAt } from '../clock.js';
import { SECURITY_POLICY } from '../services/customer/security/policy.js';
import { ERR } from '../../generated/error-codes.js';

export const sandboxSettleBindings: Handler<'ITSI900003'> = async ({ ctx }, payload) => {
  let customerId: string | undefined;
  const { custId, loginId } = payload;
  if (custId !== undefined || loginId !== undefined) {
    const query = ctx.store.db.selectFrom('customers').select('id');
    const customer = await (custId !== undefined ? query.where('id', '=', custId) : query.where('login_id', '=', loginId ?? '')).executeTakeFirst();
    if (!customer) throw new BankError(ERR.LOGIN_ID_PASSWORD_INCORRECT);
    customerId = customer.id;
  }
  const settledAt = isoAt(ctx.clock.now() - SECURITY_POLICY.bindingCoolingOffMs);
  let tokens = ctx.store.db.updateTable('token_devices').set({ activated_at: settledAt }).where('activated_at', '>', settledAt);
  let passkeys = ctx.store.db.updateTable('passkey_credentials').set({ created_at: settledAt }).where('created_at', '>', settledAt);
  if (customerId) {
    tokens = tokens.where('customer_id', '=', customerId);
    passkeys = passkeys.where('customer_id', '=', customerId);
  }
  const [t, p] = [await tokens.executeTakeFirst(), await passkeys.executeTakeFirst()];
  return { settled: Number(t.numUpdatedRows) + Number(p.numUpdatedRows) };
};
