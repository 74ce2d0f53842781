// Strengthened verification (spec section 4): needed when the customer's needOptFlag is '1',
// or for a large transfer in a short time, for EVERY outgoing transfer (same-bank, local-bank,
// FPS, small-value, express, QR): the rule is domain/transfers/large-in-short-time.ts. The
// FPS pre-check (ITSI300004) asks here so the browser is told what the bank will enforce; each
// transfer service asks again on submit (largeTransferRefusal), before its second factor.
import type { Kysely, Transaction } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { isLargeInShortTime, LARGE_TRANSFER_WINDOW_MS } from '../../../../domain/transfers/large-in-short-time.js';
import { spendTicket } from '../../customer/security/tickets.js';
import { prepared } from '../../../db/prepared.js';
import { STRENGTHENED_VERIFICATION_REQUIRED } from './errors.js';

export interface RiskAssessment {
  needOptFlag: '0' | '1';
  reason: 'none' | 'customer-flag' | 'burst';
}

// Read on every outgoing transfer: built and compiled once (db/prepared.ts), not per call.
const customerFlag = prepared<{ customerId: string }>()((db, p) => db.selectFrom('customers').select('need_opt_flag').where('id', '=', p.customerId));

/** Outgoing transfers of the window, per currency: processing, completed, waiting. */
const recentByCurrency = prepared<{ customerId: string; since: string }>()((db, p) =>
  db
    .selectFrom('transfers')
    .select((eb) => ['currency', eb.fn.sum<string | number | null>('amount').as('total')])
    .where('customer_id', '=', p.customerId)
    .where('status', 'in', ['0', '1', '3'])
    .where('created_at', '>', p.since)
    .groupBy('currency'),
);

export async function assessTransferRisk(
  db: Kysely<Database> | Transaction<Database>,
  customerId: string,
  currency: string,
  amount: number,
  nowMs: number,
): Promise<RiskAssessment> {
  const customer = await customerFlag.first(db, { customerId });
  if (customer?.need_opt_flag === '1') return { needOptFlag: '1', reason: 'customer-flag' };
  const recent = await recentByCurrency.all(db, { customerId, since: isoAt(nowMs - LARGE_TRANSFER_WINDOW_MS) });
  const sums = recent.map((r) => ({ currency: r.currency, amount: toSafeIntegerOrZero(r.total) }));
  return isLargeInShortTime(sums, currency, amount) ? { needOptFlag: '1', reason: 'burst' } : { needOptFlag: '0', reason: 'none' };
}

/**
 * On submit, inside the transfer's transaction and before its second factor: a large transfer
 * in a short time needs a strengthened-verification ticket, spent here, so a refused transfer
 * costs the customer no one-time code. The customer's own flag was the API route's
 * (api/factor-policy.ts, which spent the ticket already).
 */
export async function largeTransferRefusal(
  ctx: AppContext,
  trx: Transaction<Database>,
  customerId: string,
  transfer: { currency: string; amount: number; verifyTicket?: string | undefined; idempotencyKey: string },
  now: number,
  ip?: string,
): Promise<string | null> {
  const risk = await assessTransferRisk(trx, customerId, transfer.currency, transfer.amount, now);
  if (risk.reason !== 'burst') return null;
  const spent = await spendTicket(ctx, trx, customerId, 'transfer', transfer.verifyTicket, ip, transfer.idempotencyKey);
  return spent ? null : STRENGTHENED_VERIFICATION_REQUIRED;
}
