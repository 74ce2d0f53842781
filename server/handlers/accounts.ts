// ITSI200001: the customer's accounts with balances. purpose "transfer-out" keeps the
// account types that can send a transfer (01 savings, 02 current, 03 multi-currency).
import { customerOf, type Handler } from '../api/handler.js';
import { accountView } from '../services/ledger.js';
import { settleDueTransfers } from '../services/transfers/settle.js';

const CURRENCY_ORDER = ['HKD', 'CNY', 'USD'];

export const accounts: Handler<'ITSI200001'> = async (call, payload) => {
  const { ctx } = call;
  const customerId = customerOf(call);
  // Settle due local-bank transfers first so balances and statuses agree.
  await settleDueTransfers(ctx, customerId);

  let query = ctx.store.db
    .selectFrom('accounts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer');
  if (payload.purpose === 'transfer-out') {
    query = query.where('account_type', 'in', ['01', '02', '03']).where('status', '=', 'active');
  }
  const rows = await query.orderBy('sort_order').execute();
  rows.sort(
    (a, b) =>
      a.account_type.localeCompare(b.account_type) ||
      CURRENCY_ORDER.indexOf(a.currency) - CURRENCY_ORDER.indexOf(b.currency) ||
      a.sort_order - b.sort_order,
  );
  return {
    accounts: rows.map(accountView),
  };
};
