// ITSI600006 amend and ITSI600007 delete a forward-dated bill payment (pending instruction).
// Spec section 4: a Pay Now instruction cannot be amended or cancelled once confirmed; a
// forward-dated one cannot be amended or deleted on its effective date. Both need the mobile
// token and an idempotency key, like the payment itself.
import { formatMoney } from '../../../domain/format/money.js';
import type { Selectable, Transaction } from 'kysely';
import type { ITSI600006Request, ITSI600007Request } from '../../../generated/types/api.js';
import { isoAt } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { BillPaymentsTable, Database } from '../../db/schema.js';
import { keptAnswers } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { covers } from '../transactions/posting.js';
import { changeStanding, type StandingChange } from '../transactions/standing-change.js';
import { MERCHANT_NOT_FOUND, merchants } from './directory.js';
import { toBillPaymentRecord, type BillPaymentRecord } from './record.js';
import { checkPaymentDate, forwardChangeable, NICKNAME_PATTERN, paymentLimit } from './rules.js';

type Row = Selectable<BillPaymentsTable>;
type Change = (trx: Transaction<Database>, row: Row, now: number) => Promise<Outcome<Row>>;

function changeInstruction(ctx: AppContext, customerId: string, request: ITSI600006Request | ITSI600007Request, change: Change): Promise<{ payment: BillPaymentRecord }> {
  const spec: StandingChange<Row, { payment: BillPaymentRecord }> = {
    customerId,
    request,
    auth: request.auth,
    once: keptAnswers(customerId, request.idempotencyKey, 'E600000010'),
    find: (trx) => trx.selectFrom('bill_payments').selectAll().where('id', '=', request.paymentId).where('customer_id', '=', customerId).executeTakeFirst(),
    notFound: 'E600000011',
    refuse: (row, now) => {
      if (row.kind === 'now') return 'E600000012';
      if (row.status !== '0') return 'E600000019';
      return forwardChangeable(row.effective_date, now) ? null : 'E600000013';
    },
    secondFactor: 'required',
    change: async (trx, row, step) => {
      const changed = await change(trx, row, step.now);
      return 'error' in changed ? changed : { ok: { payment: toBillPaymentRecord(changed.ok, step.now) } };
    },
  };
  return changeStanding(ctx, spec);
}

export function amendInstruction(ctx: AppContext, customerId: string, request: ITSI600006Request) {
  return changeInstruction(ctx, customerId, request, async (trx, row, now) => {
    const date = checkPaymentDate(request.paymentDate, now);
    if (!date.ok) return { error: date.error };
    // An amended forward-dated instruction stays forward-dated: "today" would be Pay Now.
    if (date.kind !== 'forward') return { error: 'E600000008' };
    if (request.nickname && !NICKNAME_PATTERN.test(request.nickname)) return { error: 'E600000017' };
    const merchant = merchants().find(row.merchant_id);
    if (!merchant) return { error: MERCHANT_NOT_FOUND };
    const limit = paymentLimit(merchant, ctx.settings.dailyLimits.HKD);
    if (request.amount > limit) return { error: 'E600000005', params: { limit: formatMoney(limit, 'HKD', undefined, { symbol: false }) } };
    const from = await trx.selectFrom('accounts').select(['balance', 'safe_locked']).where('id', '=', row.from_account_id).executeTakeFirst();
    if (!from || !covers(from, request.amount)) return { error: 'E600000006' };
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

export function deleteInstruction(ctx: AppContext, customerId: string, request: ITSI600007Request) {
  return changeInstruction(ctx, customerId, request, async (trx, row, now) => {
    const updated = { status: '4', updated_at: isoAt(now) };
    await trx.updateTable('bill_payments').set(updated).where('id', '=', row.id).execute();
    return { ok: { ...row, ...updated } };
  });
}
