// Due work: regular bill payments execute when the clock reaches their run date. For each
// live instruction, each month from its start month to today's month whose run date has come
// (and is on or after the instruction took effect) is paid once: the run row's unique
// (schedule, month) index and the check inside the same transaction make a second run of
// the job, or a job that runs late, pay nothing twice. A modification waiting for its date
// applies before the first month that runs on or after it; a deletion stops the months from
// its date on. Money moves from the customer's account to the clearing account (the
// merchant's bank is paid through clearing) in one balanced journal entry.
import type { Selectable, Transaction } from 'kysely';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database, RegularPaymentsTable } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
import { internalAccountId } from '../ledger.js';
import { forUpdate } from '../../../db/lock.js';
import { lockCustomer } from '../transactions/customer-lock.js';
import { ownAccount } from '../transactions/own-account.js';
import { covers, postDebit } from '../transactions/posting.js';
import { merchants, newReference } from './common.js';
import { dueDate, monthsFrom, runDate } from './schedule.js';
import type { PendingChange } from './regular-payment.js';
import { ERR } from '../../../../generated/error-codes.js';

export async function runDueRegularPayments(ctx: AppContext): Promise<number> {
  const today = hkDate(ctx.clock.now());
  const live = await ctx.store.db
    .selectFrom('regular_payments')
    .select('id')
    .where('status', '!=', '3')
    .where('start_month', '<=', today.slice(0, 7))
    .execute();
  // Instructions that start later still need their status and changes brought up to date.
  const waiting = await ctx.store.db
    .selectFrom('regular_payments')
    .select('id')
    .where('status', 'in', ['2', '4'])
    .where('start_month', '>', today.slice(0, 7))
    .execute();
  let paid = 0;
  for (const { id } of [...live, ...waiting]) {
    paid += await ctx.store.db.transaction().execute((trx) => runSchedule(ctx, trx, id, today));
  }
  return paid;
}

function applyPending(row: Selectable<RegularPaymentsTable>): Selectable<RegularPaymentsTable> {
  if (!row.pending_json) return row;
  const change = JSON.parse(row.pending_json) as PendingChange;
  return { ...row, ...change, pending_json: null, pending_from: null, status: '1' };
}

async function runSchedule(ctx: AppContext, trx: Transaction<Database>, id: string, today: string): Promise<number> {
  let row = await forUpdate(trx.selectFrom('regular_payments').selectAll().where('id', '=', id), ctx.store.dialect).executeTakeFirst();
  if (!row || row.status === '3') return 0;
  await lockCustomer(ctx, trx, row.customer_id);
  const done = new Set(
    (await trx.selectFrom('regular_payment_runs').select('month').where('schedule_id', '=', id).execute()).map((r) => r.month),
  );
  let paid = 0;
  const lastMonth = row.end_month && row.end_month < today.slice(0, 7) ? row.end_month : today.slice(0, 7);
  for (const month of row.start_month <= lastMonth ? monthsFrom(row.start_month, lastMonth) : []) {
    if (row.pending_from && row.pending_from <= runDate(month, row.payment_day)) row = applyPending(row);
    if (row.end_month && month > row.end_month) break;
    const date = runDate(month, row.payment_day);
    if (date > today) break;
    if (row.cancel_from && date >= row.cancel_from) break;
    if (date < row.effective_from || done.has(month)) continue;
    await payMonth(ctx, trx, row, month, date);
    paid += 1;
  }
  // Bring the instruction's own state up to date: effective, changed, or cancelled.
  if (row.pending_from && row.pending_from <= today) row = applyPending(row);
  let status = row.status;
  if (row.cancel_from && row.cancel_from <= today) status = '3';
  else if (row.status === '2' && row.effective_from <= today) status = '1';
  else if (row.pending_json || row.cancel_from) status = '4';
  else if (row.status === '4') status = '1';
  const { id: _id, ...columns } = row;
  await trx
    .updateTable('regular_payments')
    .set({ ...columns, status })
    .where('id', '=', id)
    .execute();
  return paid;
}

async function payMonth(ctx: AppContext, trx: Transaction<Database>, row: Selectable<RegularPaymentsTable>, month: string, date: string) {
  const now = ctx.clock.now();
  const referenceNo = newReference('RP', now);
  const account = await ownAccount(trx, row.customer_id, row.from_account_id);
  const merchant = merchants().find(row.merchant_id);
  let reason: string | null = null;
  if (!account) reason = ERR.NO_APPLICABLE_WITHDRAWAL_C_E630000003;
  else if (!merchant || row.amount > merchants().limitMinor(merchant)) reason = ERR.PAYMENT_AMOUNT_EXCEEDS_MAXIMUM_HKD_RE_E630000004;
  else if (!covers(account, row.amount)) reason = ERR.INSUFFICIENT_AVAILABLE_BALANCE_E300000001;
  let entryId: string | null = null;
  if (!reason && account) {
    // The merchant's bank is paid through clearing.
    entryId = await postDebit(trx, {
      kind: 'bill-payment',
      fromAccountId: account.id,
      counterAccountId: await internalAccountId(trx, 'clearing', row.currency),
      currency: row.currency,
      amount: row.amount,
      reference: referenceNo,
      createdAt: isoAt(now),
    });
  }
  await trx
    .insertInto('regular_payment_runs')
    .values({
      id: newId('RR'),
      schedule_id: row.id,
      customer_id: row.customer_id,
      month,
      due_date: dueDate(month, row.payment_day),
      run_date: date,
      reference_no: referenceNo,
      amount: row.amount,
      currency: row.currency,
      status: reason ? 'failed' : 'done',
      reason,
      entry_id: entryId,
      executed_at: isoAt(now),
    })
    .execute();
}
