// Due work for bill payments (server/services/bank/due-work.ts):
//   - a forward-dated instruction (status 0) whose effective date has come is executed: the
//     debit is posted once and the payment accepted (2), or rejected (3) when the account
//     cannot pay; the status change and the journal entry share one database transaction,
//     which first locks the row (on PostgreSQL), so a second runner waits and then finds
//     nothing to do;
//   - a pay-now payment debited after the cut-off (status 1) is accepted on its effective date.
// Both run in the bank's morning batch: from BATCH_TIME on the effective date (until then a
// forward-dated instruction can no longer change, and has not run yet).
import { addDays, hongKongCalendar } from '../../../../domain/calendar/index.js';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { forUpdate } from '../../../db/lock.js';
import { bankAccountId } from '../transactions/bank-accounts.js';
import { covers, postDebit } from '../transactions/posting.js';
import { issueReceipt } from './receipts.js';
import { mailRejectedInstruction } from './results.js';
import { BILL_CURRENCY } from './rules.js';

/** Hong Kong time of the morning batch that executes the day's bill instructions. */
export const BATCH_TIME = '07:00';

export async function executeDueBillPayments(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const today = hkDate(now);
  const lastDue = hongKongCalendar.localTime(now) >= BATCH_TIME ? today : addDays(today, -1);
  const due = await ctx.store.db
    .selectFrom('bill_payments')
    .select('id')
    .where('status', 'in', ['0', '1'])
    .where('effective_date', '<=', lastDue)
    .orderBy('effective_date')
    .orderBy('created_at')
    .execute();
  let done = 0;
  for (const { id } of due) {
    await ctx.store.db.transaction().execute(async (trx) => {
      // The row lock claims the instruction: a runner in another process waits here, then
      // finds it no longer due (its status changed in this transaction).
      const row = await forUpdate(trx.selectFrom('bill_payments').selectAll().where('id', '=', id).where('status', 'in', ['0', '1']), ctx.store.dialect).executeTakeFirst();
      if (!row) return;
      const updatedAt = isoAt(now);
      if (row.status === '1') {
        await trx.updateTable('bill_payments').set({ status: '2', updated_at: updatedAt }).where('id', '=', id).where('status', '=', '1').execute();
        await issueReceipt(trx, { ...row, status: '2' }, now);
        done += 1;
        return;
      }
      const from = await trx.selectFrom('accounts').selectAll().where('id', '=', row.from_account_id).executeTakeFirst();
      if (!from || from.status !== 'active' || !covers(from, row.amount)) {
        await trx
          .updateTable('bill_payments')
          .set({ status: '3', reject_reason: 'insufficient-balance', updated_at: updatedAt })
          .where('id', '=', id)
          .where('status', '=', '0')
          .execute();
        // Spec section 9: a rejected forward-dated instruction is e-mailed in the morning of its processing date.
        await mailRejectedInstruction(trx, row, now);
        done += 1;
        return;
      }
      const entryId = await postDebit(trx, {
        kind: 'bill-payment',
        fromAccountId: from.id,
        counterAccountId: await bankAccountId(trx, 'bills-payable', BILL_CURRENCY, updatedAt),
        currency: BILL_CURRENCY,
        amount: row.amount,
        reference: row.reference_no,
        createdAt: updatedAt,
      });
      await trx.updateTable('bill_payments').set({ status: '2', entry_id: entryId, updated_at: updatedAt }).where('id', '=', id).where('status', '=', '0').execute();
      await issueReceipt(trx, { ...row, status: '2', entry_id: entryId }, now);
      done += 1;
    });
  }
  return done;
}
