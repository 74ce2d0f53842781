// ITSI900003 (sandbox only): ends the cooling-off period of a customer's new bindings by
// dating them back to its start. Moving the clock 12 hours instead would also end every
// session, so tests and the demo use this after binding a token or passkey.
import { BAD_REQUEST, BankError } from '../api/errors.js';
import type { Handler } from '../api/handler.js';
import { isoAt } from '../clock.js';
import { SECURITY_POLICY } from '../services/security/policy.js';

export const sandboxSettleBindings: Handler = async ({ ctx }, payload) => {
  if (typeof payload.custId !== 'string' && typeof payload.loginId !== 'string') throw new BankError(BAD_REQUEST, { fields: 'loginId' });
  const query = ctx.store.db.selectFrom('customers').select('id');
  const customer = await (typeof payload.custId === 'string' ? query.where('id', '=', payload.custId) : query.where('login_id', '=', String(payload.loginId))).executeTakeFirst();
  if (!customer) throw new BankError('E100000001');
  const settledAt = isoAt(ctx.clock.now() - SECURITY_POLICY.bindingCoolingOffMs);
  const tokens = await ctx.store.db
    .updateTable('token_devices')
    .set({ activated_at: settledAt })
    .where('customer_id', '=', customer.id)
    .where('activated_at', '>', settledAt)
    .executeTakeFirst();
  const passkeys = await ctx.store.db
    .updateTable('passkey_credentials')
    .set({ created_at: settledAt })
    .where('customer_id', '=', customer.id)
    .where('created_at', '>', settledAt)
    .executeTakeFirst();
  return { settled: Number(tokens.numUpdatedRows) + Number(passkeys.numUpdatedRows) };
};
