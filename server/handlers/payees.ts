// ITSI200002: the customer's registered payees.
import { customerOf, type Handler } from '../api/handler.js';

export const payees: Handler<'ITSI200002'> = async (call) => {
  const rows = await call.ctx.store.db
    .selectFrom('payees')
    .selectAll()
    .where('customer_id', '=', customerOf(call))
    .orderBy('sort_order')
    .execute();
  return {
    payees: rows.map((p) => ({
      payeeId: p.id,
      name: p.name,
      bankCode: p.bank_code,
      accountNo: p.account_no,
      ...(p.nickname ? { nickname: p.nickname } : {}),
    })),
  };
};
