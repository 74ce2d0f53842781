// Bill payment results (spec section 9): the merchants' answers for a processing day come back
// at its result time, after 20:30 Monday to Friday and after 13:30 on Saturday
// (domain/calendar/bill-results.ts), and a failure is e-mailed then; a forward-dated
// instruction the bank rejects in its morning batch (execute.ts) is e-mailed at once, in the
// morning of the processing date. E-mails go to the customer's registered address, through
// the bank's outbox; a customer without one is not written to.
//
// The sandbox's merchants reject a payment whose bill number ends in 9 (as the sandbox's e-bill
// participants do), so testers can see a failure; every other payment is accepted. A rejected
// payment's money comes back in a balanced entry, its e-receipt is withdrawn.
import type { Transaction } from 'kysely';
import { billResultKnown } from '../../../../domain/calendar/bill-results.js';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { forUpdate } from '../../../db/lock.js';
import type { BillPaymentsTable, Database } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
import { postEntry } from '../ledger.js';
import { bankAccountId } from '../transactions/bank-accounts.js';
import { instructionRejectedEmail, paymentFailedEmail } from './result-emails.js';

export const MERCHANT_REJECT_REASON = 'rejected-by-merchant';
/** The once-only mark of a payment whose result was reported (reminders_sent: customer, kind, subject). */
const REPORTED = 'bill-result';

export function sandboxMerchantRejects(billNo: string): boolean {
  return billNo.endsWith('9');
}

async function mail(trx: Transaction<Database>, customerId: string, message: { subject: string; body: string }, at: string): Promise<void> {
  const customer = await trx.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirst();
  if (!customer?.email) return;
  await trx.insertInto('email_outbox').values({ id: newId('EO'), address: customer.email, subject: message.subject, body: message.body, created_at: at }).execute();
}

/** Called by the morning batch in the transaction that rejects the instruction. */
export async function mailRejectedInstruction(trx: Transaction<Database>, payment: BillPaymentsTable, now: number): Promise<void> {
  await mail(trx, payment.customer_id, instructionRejectedEmail(payment), isoAt(now));
}

/** Due work: the results of the days whose result time has come; answers how many were reported. */
export async function reportBillResults(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const db = ctx.store.db;
  const candidates = await db
    .selectFrom('bill_payments as p')
    .select(['p.id', 'p.effective_date'])
    .where('p.status', '=', '2')
    .where('p.effective_date', '<=', hkDate(now))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('reminders_sent as r').select('r.subject').where('r.kind', '=', REPORTED).whereRef('r.subject', '=', 'p.id').whereRef('r.customer_id', '=', 'p.customer_id'))),
    )
    .execute();
  let reported = 0;
  for (const { id, effective_date } of candidates) {
    if (!billResultKnown(effective_date, now)) continue;
    const done = await db.transaction().execute(async (trx) => {
      const row = await forUpdate(trx.selectFrom('bill_payments').selectAll().where('id', '=', id).where('status', '=', '2'), ctx.store.dialect).executeTakeFirst();
      if (!row) return false;
      const mark = await trx.selectFrom('reminders_sent').select('subject').where('customer_id', '=', row.customer_id).where('kind', '=', REPORTED).where('subject', '=', id).executeTakeFirst();
      if (mark) return false;
      const at = isoAt(now);
      await trx.insertInto('reminders_sent').values({ customer_id: row.customer_id, kind: REPORTED, subject: id, sent_at: at }).execute();
      if (!sandboxMerchantRejects(row.bill_no)) return true;
      // The money comes back from the account the merchants are paid through.
      await postEntry(trx, {
        kind: 'bill-payment',
        reference: `${row.reference_no}-R`,
        createdAt: at,
        lines: [
          { accountId: await bankAccountId(trx, 'bills-payable', row.currency, at), amount: -row.amount },
          { accountId: row.from_account_id, amount: row.amount },
        ],
      });
      await trx.updateTable('bill_payments').set({ status: '3', reject_reason: MERCHANT_REJECT_REASON, updated_at: at }).where('id', '=', id).execute();
      await trx.deleteFrom('e_receipts').where('payment_id', '=', id).execute();
      await mail(trx, row.customer_id, paymentFailedEmail(row), at);
      return true;
    });
    if (done) reported += 1;
  }
  return reported;
}
