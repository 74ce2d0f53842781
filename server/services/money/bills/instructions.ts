// ITSI600006 amend and ITSI600007 delete a forward-dated bill payment (pending instruction).
// Spec section 4: a Pay Now instruction cannot be amended or cancelled once confirmed; a
// forward-dated one cannot be amended or deleted on its effective date. Both need the mobile
// token and an idempotency key, like the payment itself.
import { formatMoney } from '../../../../domain/format/money.js';
import type { Selectable, Transaction } from 'kysely';
import type { ITSI600006Request, ITSI600007Request } from '../../../../generated/types/api.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { BillPaymentsTable, Database } from '../../../db/schema.js';
import { keptAnswers } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { covers } from '../transactions/posting.js';
import { changeStanding, type StandingChange } from '../transactions/standing-change.js';
import { MERCHANT_NOT_FOUND, merchants } from './directory.js';
import { toBillPaymentRecord, type BillPaymentRecord } from './record.js';
import { checkPaymentDate, forwardChangeable, NICKNAME_PATTERN, paymentLimit } from './rules.js';
import { ERR } from '../../../../generated/error-codes.js';

type Row = Selectable<BillPaymentsTable>;
type Change = (trx: Transaction<Database>, row: Row, now: number) => Promise<Outcome<Row>>;

function changeInstruction(ctx: AppContext, customerId: string, request: ITSI600006Request | ITSI600007Request, change: Change): Promise<{ payment: BillPaymentRecord }> {
  const spec: StandingChange<Row, { payment: BillPaymentRecord }> = {
    customerId,
    request,
    auth: request.auth,
    once: keptAnswers(customerId, request.idempotencyKey, ERR.INSTRUCTION_ALREADY_SUBMITTED_DIFFERENT_DETAILS_START_E600000010),
    find: (trx) => trx.selectFrom('bill_payments').selectAll().where('id', '=', request.paymentId).where('customer_id', '=', customerId).executeTakeFirst(),
    notFound: ERR.RECORD_NOT_FOUND,
    refuse: (row, now) => {
      if (row.kind === 'now') return ERR.PAY_NOW_INSTRUCTION_NOT_AMENDED_CANCELLED;
      if (row.status !== '0') return ERR.INSTRUCTION_ALREADY_EXECUTED_CANCELLED_NOT_CHANGED;
      return forwardChangeable(row.effective_date, now) ? null : ERR.FORWARD_DATED_INSTRUCTION_NOT_AMENDED_DELETED;
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
    if (date.kind !== 'forward') return { error: ERR.SELECT_EFFECTIVE_DATE_WITHIN_90_DAYS };
    if (request.nickname && !NICKNAME_PATTERN.test(request.nickname)) return { error: ERR.BILL_NICKNAME_UP_20_ENGLISH_LETTERS };
    const merchant = merchants().find(row.merchant_id);
    if (!merchant) return { error: MERCHANT_NOT_FOUND };
    const limit = paymentLimit(merchant, ctx.settings.dailyLimits.HKD);
    if (request.amount > limit) return { error: ERR.PAYMENT_AMOUNT_EXCEEDS_MAXIMUM_HKD_RE_E600000005, params: { limit: formatMoney(limit, 'HKD', undefined, { symbol: false }) } };
    const from = await trx.selectFrom('accounts').select(['balance', 'safe_locked']).where('id', '=', row.from_account_id).executeTakeFirst();
    if (!from || !covers(from, request.amount)) return { error: ERR.PAYMENT_AMOUNT_GREATER_THAN_BALANCE_RE };
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
