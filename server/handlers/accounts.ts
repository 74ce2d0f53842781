// ITSI200001: the customer's accounts with balances. purpose "transfer-out" keeps the
// account types that can send a transfer (01 savings, 02 current, 03 multi-currency).
// ITSI130001-ITSI130008: the accounts pages (overview, details, records, ATM card lock, Money
// Safe, QR cash withdrawal); the rules are in services/money/accounts/ and docs/accounts.md.
import { BankError } from '../api/errors.js';
import { customerOf, type Handler } from '../api/handler.js';
import { accountView } from '../services/money/ledger.js';
import { settleDueTransfers } from '../services/money/transfers/settle.js';
import { lockOrUnlockCard, CARD_NOT_FOUND } from '../services/money/accounts/card-lock.js';
import { currencyRank, holdingsOf, holdingView, SAFE_ACCOUNT_TYPES, totalsByType } from '../services/money/accounts/holdings.js';
import { lockInSafe, SAFE_UNLOCK_AT_BRANCH } from '../services/money/accounts/money-safe.js';
import { canPayOutCash, issueQrWithdrawal, redeemQrWithdrawal } from '../services/money/accounts/qr-withdrawal.js';
import { accountRecords } from '../services/money/accounts/records.js';
import { dailyRemainingByCurrency } from '../services/money/transfers/daily-limit.js';
import { ERR } from '../../generated/error-codes.js';

const ACCOUNT_NOT_FOUND = ERR.ACCOUNT_NOT_FOUND;

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
      currencyRank(a.currency) - currencyRank(b.currency) ||
      a.sort_order - b.sort_order,
  );
  if (payload.purpose !== 'transfer-out') return { accounts: rows.map(accountView) };
  // What is left of today's transfer limit in each account's currency, so the form can say an
  // amount is over it before the customer confirms (the bank checks again when it is sent).
  const remaining = await dailyRemainingByCurrency(ctx, customerId, [...new Set(rows.map((r) => r.currency))]);
  return {
    accounts: rows.map((row) => {
      const left = remaining.get(row.currency);
      return left === undefined ? accountView(row) : { ...accountView(row), dailyRemaining: left };
    }),
  };
};

export const accountsOverview: Handler<'ITSI130001'> = async (call, payload) => {
  const customerId = customerOf(call);
  await settleDueTransfers(call.ctx, customerId);
  let rows = await holdingsOf(call.ctx.store.db, customerId, payload.accountType || undefined);
  if (payload.purpose === 'cash-withdrawal') rows = rows.filter(canPayOutCash);
  return { totals: totalsByType(rows), accounts: rows.map(holdingView) };
};

export const accountDetail: Handler<'ITSI130002'> = async (call, payload) => {
  const customerId = customerOf(call);
  await settleDueTransfers(call.ctx, customerId);
  const rows = await holdingsOf(call.ctx.store.db, customerId);
  const row = payload.accountId ? rows.find((a) => a.id === payload.accountId) : rows.find((a) => a.account_type === payload.accountType);
  if (!row || (!payload.accountId && !payload.accountType)) throw new BankError(ACCOUNT_NOT_FOUND);
  return { account: holdingView(row), moneySafe: SAFE_ACCOUNT_TYPES.includes(row.account_type) && row.status === 'active' };
};

export const accountRecordList: Handler<'ITSI130003'> = async (call, payload) => {
  const customerId = customerOf(call);
  await settleDueTransfers(call.ctx, customerId);
  const page = await accountRecords(call.ctx.store.db, customerId, payload);
  if (!page) throw new BankError(ACCOUNT_NOT_FOUND);
  return page;
};

export const cardLock: Handler<'ITSI130004'> = (call, payload) => lockOrUnlockCard(call.ctx, customerOf(call), payload, call.ip);

export const moneySafeLock: Handler<'ITSI130005'> = (call, payload) => lockInSafe(call.ctx, customerOf(call), payload, call.ip);

/** Refused online whatever the account: the Money Safe is released only at a branch. */
export const moneySafeUnlock: Handler<'ITSI130006'> = async (call, payload) => {
  const rows = await holdingsOf(call.ctx.store.db, customerOf(call));
  if (!rows.some((a) => a.id === payload.accountId)) throw new BankError(ACCOUNT_NOT_FOUND);
  throw new BankError(SAFE_UNLOCK_AT_BRANCH);
};

export const qrWithdrawalIssue: Handler<'ITSI130007'> = (call, payload) => issueQrWithdrawal(call.ctx, customerOf(call), payload, call.ip);

export const qrWithdrawalRedeem: Handler<'ITSI130008'> = (call, payload) => redeemQrWithdrawal(call.ctx, payload);

export { CARD_NOT_FOUND };
