// Transfer plans: a forward-dated transfer ('once') or a monthly one from a start date to an
// optional end date. Authorised with the Mobile Token when made; each run is a transfer of
// its own made by the due-work job on the Hong Kong date it falls due, with the idempotency
// key "plan-{id}-{date}", so a job that runs twice (or late) pays each date once. A plan can
// be deleted until the day before its next date (spec: a forward-dated instruction cannot be
// amended or deleted on its effective date).
import type { Selectable } from 'kysely';
import type { ITSI300005Request, ITSI300011Request, ITSI300014Request } from '../../../../generated/types/api.js';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { TransferPlansTable } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { ownAccount } from '../transactions/own-account.js';
import { runInstruction } from '../transactions/run.js';
import { changeStanding } from '../transactions/standing-change.js';
import { PLAN_DATE_INVALID, PLAN_END_BEFORE_START, PLAN_LOCKED, PLAN_NOT_FOUND } from './errors.js';
import { createInstantTransfer } from './instant.js';
import { addMonths } from '../../../../domain/calendar/index.js';
import { ERR } from '../../../../generated/error-codes.js';

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

export async function createPlan(ctx: AppContext, customerId: string, request: ITSI300011Request, ip?: string): Promise<{ plan: PlanView }> {
  const now = ctx.clock.now();
  const today = hkDate(now);
  // Forward-dated: from tomorrow; at most a year ahead.
  const latest = addMonths(today, 12);
  if (request.startDate <= today || request.startDate > latest) throw new BankError(PLAN_DATE_INVALID);
  if (request.frequency === 'monthly' && request.endDate !== undefined && request.endDate < request.startDate) throw new BankError(PLAN_END_BEFORE_START);
  return runInstruction<{ plan: PlanView }>(ctx, {
    customerId,
    request,
    auth: request.auth,
    ip,
    once: {
      key: request.idempotencyKey,
      reusedCode: ERR.INSTRUCTION_ALREADY_SUBMITTED_DIFFERENT_DETAILS_START_E300000006,
      // The plan row is the record: its answer is the plan as it was made.
      earlier: async (trx) => {
        const previous = await trx.selectFrom('transfer_plans').selectAll().where('customer_id', '=', customerId).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
        return previous && { request_hash: previous.request_hash, response_json: JSON.stringify({ plan: toPlanView(previous) }) };
      },
    },
    // The bound device (mobile token or passkey) authorises the plan and so each of its runs.
    secondFactor: 'required',
    act: async (trx, _prepared, step) => {
      const from = await ownAccount(trx, customerId, request.fromAccountId);
      if (!from) return { error: ERR.FROM_ACCOUNT_NOT_FOUND_NOT_USED };
      if (from.currency !== request.currency) return { error: ERR.CURRENCY_NOT_ALLOWED_TRANSFER };
      const row = {
        id: newId('PL'),
        customer_id: customerId,
        idempotency_key: request.idempotencyKey,
        request_hash: step.hash,
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
        created_at: isoAt(step.now),
      };
      await trx.insertInto('transfer_plans').values(row).execute();
      return { ok: { plan: toPlanView(row) } };
    },
  });
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

export function deletePlan(ctx: AppContext, customerId: string, request: ITSI300014Request, ip?: string): Promise<{ plan: PlanView }> {
  return changeStanding(ctx, {
    customerId,
    request,
    auth: request.auth,
    ip,
    find: (trx) => trx.selectFrom('transfer_plans').selectAll().where('id', '=', request.planId).where('customer_id', '=', customerId).executeTakeFirst(),
    notFound: PLAN_NOT_FOUND,
    refuse: (row, now) => (row.status !== 'active' || (row.next_date !== null && row.next_date <= hkDate(now)) ? PLAN_LOCKED : null),
    secondFactor: 'required',
    change: async (trx, row) => {
      await trx.updateTable('transfer_plans').set({ status: 'cancelled', next_date: null }).where('id', '=', row.id).execute();
      return { ok: { plan: toPlanView({ ...row, status: 'cancelled', next_date: null }) } };
    },
  });
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
      const run: ITSI300005Request = {
        kind: plan.currency === 'USD' || plan.currency === 'EUR' ? 'express' : 'instant',
        fromAccountId: plan.from_account_id,
        payee: { name: plan.payee_name, bankCode: plan.payee_bank_code, accountNo: plan.payee_account_no },
        // Checked against the contract and the from-account when the plan was made.
        currency: plan.currency as ITSI300005Request['currency'],
        amount: plan.amount,
        ...(plan.notes ? { notes: plan.notes } : {}),
        idempotencyKey: `plan-${plan.id}-${date}`,
      };
      await createInstantTransfer(ctx, plan.customer_id, run, undefined, { planId: plan.id });
    } catch (err) {
      // The run failed on a business rule (e.g. insufficient balance): recorded, plan moves on.
      result = err instanceof BankError ? err.code : ERR.SERVICE_BUSY;
      if (!(err instanceof BankError)) ctx.log.error({ err, plan: plan.id }, 'plan run failed');
    }
    const next = plan.frequency === 'monthly' ? addMonths(plan.start_date, plan.runs + 1) : null;
    const finished = next === null || (plan.end_date !== null && next > plan.end_date);
    const moved = await ctx.store.db
      .updateTable('transfer_plans')
      .set({ runs: plan.runs + 1, last_result: result, next_date: finished ? null : next, status: finished ? 'finished' : 'active' })
      .where('id', '=', plan.id)
      // Moved on once per date: a runner that read the plan before another moved it on got the
      // same transfer back by its idempotency key, and changes nothing here.
      .where('next_date', '=', date)
      .where('runs', '=', plan.runs)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0) ran += 1;
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
