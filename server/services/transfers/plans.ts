// Transfer plans: a forward-dated transfer ('once') or a monthly one from a start date to an
// optional end date. Authorised with the Mobile Token when made; each run is a transfer of
// its own made by the due-work job on the Hong Kong date it falls due, with the idempotency
// key "plan-{id}-{date}", so a job that runs twice (or late) pays each date once. A plan can
// be deleted until the day before its next date (spec: a forward-dated instruction cannot be
// amended or deleted on its effective date).
import { hkDate, isoAt } from '../../clock.js';
import type { AppContext } from '../../context.js';
import { forUpdate } from '../../db/lock.js';
import { newId } from '../../ids.js';
import { BankError } from '../../api/errors.js';
import { verifyMobileToken } from '../token/verify.js';
import { verifyCredential, type PasskeyCredential } from '../security/credentials.js';
import type { Selectable } from 'kysely';
import type { TransferPlansTable } from '../../db/schema.js';
import { PLAN_DATE_INVALID, PLAN_END_BEFORE_START, PLAN_LOCKED, PLAN_NOT_FOUND } from './errors.js';
import { createInstantTransfer } from './instant.js';
import { transferRequestHash } from './request-hash.js';
import { addMonthsClamped } from './plan-dates.js';

export interface PlanRequest {
  fromAccountId: string;
  payee: { name: string; bankCode: string; accountNo: string };
  currency: string;
  amount: number;
  notes?: string;
  frequency: 'once' | 'monthly';
  startDate: string;
  endDate?: string;
  idempotencyKey: string;
  auth: { method: 'mobile-token'; deviceId: string; otp: string } | PasskeyCredential;
}

export interface PlanView {
  planId: string;
  fromAccountId: string;
  payeeName: string;
  payeeBankCode: string;
  payeeAccountNo: string;
  currency: string;
  amount: number;
  notes?: string;
  frequency: string;
  startDate: string;
  endDate?: string;
  nextDate?: string;
  status: string;
  runs: number;
  lastResult?: string;
  createdAt: string;
}

export async function createPlan(ctx: AppContext, customerId: string, request: PlanRequest, ip?: string): Promise<{ plan: PlanView }> {
  const now = ctx.clock.now();
  const today = hkDate(now);
  // Forward-dated: from tomorrow; at most a year ahead.
  const latest = addMonthsClamped(today, 12);
  if (request.startDate <= today || request.startDate > latest) throw new BankError(PLAN_DATE_INVALID);
  if (request.frequency === 'monthly' && request.endDate !== undefined && request.endDate < request.startDate) throw new BankError(PLAN_END_BEFORE_START);
  const requestHash = transferRequestHash(request as unknown as Record<string, unknown>);
  const outcome = await ctx.store.db.transaction().execute(async (trx) => {
    await forUpdate(trx.selectFrom('customers').select('id').where('id', '=', customerId), ctx.store.dialect).execute();
    const previous = await trx.selectFrom('transfer_plans').selectAll().where('customer_id', '=', customerId).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
    if (previous) return previous.request_hash === requestHash ? { ok: previous } : { error: 'E300000006' };
    // The bound device (mobile token or passkey) authorises the plan and so each of its runs.
    const tokenError = await verifyCredential(ctx, trx, customerId, request.auth, ip);
    if (tokenError) return { error: tokenError };
    const from = await trx.selectFrom('accounts').select(['id', 'currency', 'status']).where('id', '=', request.fromAccountId).where('customer_id', '=', customerId).executeTakeFirst();
    if (!from || from.status !== 'active') return { error: 'E300000003' };
    if (from.currency !== request.currency) return { error: 'E300000005' };
    const row = {
      id: newId('PL'),
      customer_id: customerId,
      idempotency_key: request.idempotencyKey,
      request_hash: requestHash,
      from_account_id: request.fromAccountId,
      payee_name: request.payee.name,
      payee_bank_code: request.payee.bankCode,
      payee_account_no: request.payee.accountNo,
      currency: request.currency,
      amount: request.amount,
      notes: request.notes || null,
      frequency: request.frequency,
      start_date: request.startDate,
      end_date: request.frequency === 'monthly' ? (request.endDate ?? null) : null,
      next_date: request.startDate,
      status: 'active',
      runs: 0,
      last_result: null,
      created_at: isoAt(now),
    };
    await trx.insertInto('transfer_plans').values(row).execute();
    return { ok: row };
  });
  if ('error' in outcome) throw new BankError(outcome.error!);
  return { plan: toPlanView(outcome.ok!) };
}

export async function listPlans(ctx: AppContext, customerId: string): Promise<{ plans: PlanView[] }> {
  const rows = await ctx.store.db.selectFrom('transfer_plans').selectAll().where('customer_id', '=', customerId).orderBy('created_at', 'desc').execute();
  return { plans: rows.map(toPlanView) };
}

export async function getPlan(ctx: AppContext, customerId: string, planId: string): Promise<{ plan: PlanView }> {
  const row = await ctx.store.db.selectFrom('transfer_plans').selectAll().where('id', '=', planId).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw new BankError(PLAN_NOT_FOUND);
  return { plan: toPlanView(row) };
}

export async function deletePlan(ctx: AppContext, customerId: string, planId: string, auth: { deviceId: string; otp: string }): Promise<{ plan: PlanView }> {
  const outcome = await ctx.store.db.transaction().execute(async (trx) => {
    await forUpdate(trx.selectFrom('customers').select('id').where('id', '=', customerId), ctx.store.dialect).execute();
    const tokenError = await verifyMobileToken(ctx, trx, customerId, auth.deviceId, auth.otp);
    if (tokenError) return { error: tokenError };
    const row = await trx.selectFrom('transfer_plans').selectAll().where('id', '=', planId).where('customer_id', '=', customerId).executeTakeFirst();
    if (!row) return { error: PLAN_NOT_FOUND };
    if (row.status !== 'active' || (row.next_date !== null && row.next_date <= hkDate(ctx.clock.now()))) return { error: PLAN_LOCKED };
    await trx.updateTable('transfer_plans').set({ status: 'cancelled', next_date: null }).where('id', '=', planId).execute();
    return { ok: { ...row, status: 'cancelled', next_date: null } };
  });
  if ('error' in outcome) throw new BankError(outcome.error!);
  return { plan: toPlanView(outcome.ok!) };
}

/** Due work: every active plan whose next date has come makes its transfer, once per date. */
export async function runDuePlans(ctx: AppContext): Promise<number> {
  const today = hkDate(ctx.clock.now());
  const due = await ctx.store.db.selectFrom('transfer_plans').selectAll().where('status', '=', 'active').where('next_date', '<=', today).execute();
  let ran = 0;
  for (const plan of due) {
    const date = plan.next_date!;
    let result = 'done';
    try {
      await createInstantTransfer(ctx, plan.customer_id, {
        kind: plan.currency === 'USD' || plan.currency === 'EUR' ? 'express' : 'instant',
        fromAccountId: plan.from_account_id,
        payee: { name: plan.payee_name, bankCode: plan.payee_bank_code, accountNo: plan.payee_account_no },
        currency: plan.currency,
        amount: plan.amount,
        ...(plan.notes ? { notes: plan.notes } : {}),
        idempotencyKey: `plan-${plan.id}-${date}`,
        planId: plan.id,
      });
    } catch (err) {
      // The run failed on a business rule (e.g. insufficient balance): recorded, plan moves on.
      result = err instanceof BankError ? err.code : 'E000000500';
      if (!(err instanceof BankError)) ctx.log.error({ err, plan: plan.id }, 'plan run failed');
    }
    const next = plan.frequency === 'monthly' ? addMonthsClamped(plan.start_date, plan.runs + 1) : null;
    const finished = next === null || (plan.end_date !== null && next > plan.end_date);
    await ctx.store.db
      .updateTable('transfer_plans')
      .set({ runs: plan.runs + 1, last_result: result, next_date: finished ? null : next, status: finished ? 'finished' : 'active' })
      .where('id', '=', plan.id)
      .where('next_date', '=', date) // another runner moved it on already
      .execute();
    ran += 1;
  }
  return ran;
}

function toPlanView(row: Selectable<TransferPlansTable>): PlanView {
  return {
    planId: row.id,
    fromAccountId: row.from_account_id,
    payeeName: row.payee_name,
    payeeBankCode: row.payee_bank_code,
    payeeAccountNo: row.payee_account_no,
    currency: row.currency,
    amount: row.amount,
    ...(row.notes ? { notes: row.notes } : {}),
    frequency: row.frequency,
    startDate: row.start_date,
    ...(row.end_date ? { endDate: row.end_date } : {}),
    ...(row.next_date ? { nextDate: row.next_date } : {}),
    status: row.status,
    runs: row.runs,
    ...(row.last_result ? { lastResult: row.last_result } : {}),
    createdAt: row.created_at,
  };
}
