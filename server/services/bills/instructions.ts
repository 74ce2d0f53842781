// ITSI600006 amend and ITSI600007 delete a forward-dated bill payment (pending instruction).
// Spec section 4: a Pay Now instruction cannot be amended or cancelled once confirmed; a
// forward-dated one cannot be amended or deleted on its effective date. Both need the mobile
// token and an idempotency key, like the payment itself.
import type { Selectable, Transaction } from 'kysely';
import { isoAt } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { BillPaymentsTable, Database } from '../../db/schema.js';
import { forUpdate } from '../../db/lock.js';
import { BankError } from '../../api/errors.js';
import { availableBalance } from '../ledger.js';
import { verifyMobileToken } from '../token/verify.js';
import { transferRequestHash } from '../transfers/request-hash.js';
import { merchants } from './directory.js';
import { previousAnswer, rememberAnswer, type Outcome } from './idempotent.js';
import { toBillPaymentRecord, type BillPaymentRecord } from './record.js';
import { checkPaymentDate, forwardChangeable, NICKNAME_PATTERN, paymentLimit } from './rules.js';

interface Authorised {
  paymentId: string;
  idempotencyKey: string;
  auth: { method: 'mobile-token'; deviceId: string; otp: string };
}

export interface AmendRequest extends Authorised {
  amount: number;
  paymentDate: string;
  nickname?: string;
}

type Change = (trx: Transaction<Database>, row: Selectable<BillPaymentsTable>, now: number) => Promise<Outcome<Selectable<BillPaymentsTable>>>;

async function changeInstruction(ctx: AppContext, customerId: string, request: Authorised, change: Change): Promise<{ payment: BillPaymentRecord }> {
  const requestHash = transferRequestHash(request as unknown as Record<string, unknown>);
  const outcome = await ctx.store.db.transaction().execute(async (trx): Promise<Outcome<{ payment: BillPaymentRecord }>> => {
    await forUpdate(trx.selectFrom('customers').select('id').where('id', '=', customerId), ctx.store.dialect).execute();
    const previous = await previousAnswer<{ payment: BillPaymentRecord }>(trx, customerId, request.idempotencyKey, requestHash);
    if (previous) return previous;
    const now = ctx.clock.now();
    const row = await trx.selectFrom('bill_payments').selectAll().where('id', '=', request.paymentId).where('customer_id', '=', customerId).executeTakeFirst();
    if (!row) return { error: 'E600000011' };
    if (row.kind === 'now') return { error: 'E600000012' };
    if (row.status !== '0') return { error: 'E600000019' };
    if (!forwardChangeable(row.effective_date, now)) return { error: 'E600000013' };
    const tokenError = await verifyMobileToken(ctx, trx, customerId, request.auth.deviceId, request.auth.otp);
    if (tokenError) return { error: tokenError };
    const changed = await change(trx, row, now);
    if ('error' in changed) return changed;
    const answer = { payment: toBillPaymentRecord(changed.ok, now) };
    await rememberAnswer(trx, customerId, request.idempotencyKey, requestHash, answer, now);
    return { ok: answer };
  });
  if ('error' in outcome) throw new BankError(outcome.error, outcome.params);
  return outcome.ok;
}

export function amendInstruction(ctx: AppContext, customerId: string, request: AmendRequest) {
  return changeInstruction(ctx, customerId, request, async (trx, row, now) => {
    const date = checkPaymentDate(request.paymentDate, now);
    if (!date.ok) return { error: date.error };
    // An amended forward-dated instruction stays forward-dated: "today" would be Pay Now.
    if (date.kind !== 'forward') return { error: 'E600000008' };
    if (request.nickname && !NICKNAME_PATTERN.test(request.nickname)) return { error: 'E600000017' };
    const merchant = merchants().find(row.merchant_id);
    if (!merchant) return { error: 'E600000001' };
    const limit = paymentLimit(merchant, ctx.settings.dailyLimits.HKD);
    if (request.amount > limit) return { error: 'E600000005', params: { limit: (limit / 100).toLocaleString('en-US') } };
    const from = await trx.selectFrom('accounts').select('balance').where('id', '=', row.from_account_id).executeTakeFirst();
    if (!from || request.amount > availableBalance(from)) return { error: 'E600000006' };
    const updated = {
      amount: request.amount,
      effective_date: date.effectiveDate,
      nickname: request.nickname || null,
      updated_at: isoAt(now),
    };
    await trx.updateTable('bill_payments').set(updated).where('id', '=', row.id).execute();
    return { ok: { ...row, ...updated } };
  });
}

export function deleteInstruction(ctx: AppContext, customerId: string, request: Authorised) {
  return changeInstruction(ctx, customerId, request, async (trx, row, now) => {
    const updated = { status: '4', updated_at: isoAt(now) };
    await trx.updateTable('bill_payments').set(updated).where('id', '=', row.id).execute();
    return { ok: { ...row, ...updated } };
  });
}
