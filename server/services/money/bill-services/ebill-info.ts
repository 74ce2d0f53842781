// E-bill information (spec section 9): once an enrolment is accepted, the participant sends the
// e-bill of each month (the sandbox's stand-in: an amount fixed by the enrolment and month,
// issued on the day of the month the enrolment was accepted, due 21 days later). The bank keeps
// each for three months after it was issued ("retrievable for at least 3 months") and then
// deletes it. Due work, safe to run again or late: one row per enrolment and month.
import { createHash } from 'node:crypto';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { addDays, addMonths } from '../../../../domain/calendar/business-calendar.js';
import { newId } from '../../../ids.js';
import { toSafeInteger } from '../../../db/numbers.js';

export const EBILL_INFO_KEPT_MONTHS = 3;

export interface EbillInfo {
  billMonth: string;
  issueDate: string;
  dueDate: string;
  amount: number;
  currency: 'HKD';
}

/** The sandbox participant's amount for a month: HKD 100.00 to 2,000.00, the same every time. */
function amountFor(enrolmentId: string, month: string): number {
  const n = createHash('sha256').update(`${enrolmentId}:${month}`).digest().readUInt32BE(0);
  return 100_00 + (n % 1_900_01);
}

export async function issueEbillInformation(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const today = hkDate(now);
  const db = ctx.store.db;
  const accepted = await db.selectFrom('ebill_enrolments').select(['id', 'customer_id', 'updated_at']).where('status', '=', '2').where('customer_id', 'is not', null).execute();
  for (const e of accepted) {
    const acceptedOn = hkDate(Date.parse(e.updated_at));
    const day = Math.min(Number(acceptedOn.slice(8, 10)), 28);
    // Each month from the acceptance on whose issue day has come, within the kept window.
    for (let m = 0; m <= EBILL_INFO_KEPT_MONTHS; m += 1) {
      const month = addMonths(`${today.slice(0, 7)}-01`, -m).slice(0, 7);
      const issueDate = `${month}-${String(day).padStart(2, '0')}`;
      if (issueDate < acceptedOn || issueDate > today || issueDate < addMonths(today, -EBILL_INFO_KEPT_MONTHS)) continue;
      await db
        .insertInto('ebill_information')
        .values({ id: newId('EI'), enrolment_id: e.id, customer_id: e.customer_id!, bill_month: month, issue_date: issueDate, due_date: addDays(issueDate, 21), amount: amountFor(e.id, month), currency: 'HKD', created_at: isoAt(now) })
        .onConflict((oc) => oc.columns(['enrolment_id', 'bill_month']).doNothing())
        .execute();
    }
  }
  await db.deleteFrom('ebill_information').where('issue_date', '<', addMonths(today, -EBILL_INFO_KEPT_MONTHS)).execute();
}

/** The kept e-bill information of the customer's enrolments, newest first, by enrolment id. */
export async function ebillInformationOf(ctx: AppContext, customerId: string): Promise<Map<string, EbillInfo[]>> {
  const rows = await ctx.store.db.selectFrom('ebill_information').selectAll().where('customer_id', '=', customerId).orderBy('issue_date', 'desc').execute();
  const out = new Map<string, EbillInfo[]>();
  for (const r of rows) {
    const list = out.get(r.enrolment_id) ?? [];
    list.push({ billMonth: r.bill_month, issueDate: r.issue_date, dueDate: r.due_date, amount: toSafeInteger(r.amount), currency: 'HKD' });
    out.set(r.enrolment_id, list);
  }
  return out;
}
