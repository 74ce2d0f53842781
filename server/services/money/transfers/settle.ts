// Settlement of outgoing local-bank transfers. The sandbox has no clearing house, so a
// transfer counts as answered by the receiving bank SETTLE_SECONDS after it was made (or
// after it was released on its value date): the money leaves the clearing account for the
// bank's settlement account and the status becomes "1" (completed). When the receiving bank
// rejects it (a seeded FPS proxy does, deterministically), the money goes back from clearing
// to the from-account in a balanced entry and the status becomes "2" with the reason.
// The sweep runs lazily before reads and on a timer; a transfer is settled by whichever
// comes first, exactly once (the status check runs under a row lock).
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { forUpdate } from '../../../db/lock.js';
import { internalAccountId, postEntry } from '../ledger.js';

/** Shown on the detail page of a transfer the receiving bank refused. */
export const RECEIVING_BANK_REJECT_REASON = 'Beneficiary account closed (receiving bank reply AC04)';

export async function settleDueTransfers(ctx: AppContext, customerId?: string): Promise<number> {
  await releaseWaitingTransfers(ctx, customerId);
  const settleMs = ctx.settings.settleSeconds * 1000;
  const nowMs = ctx.clock.now();
  const dueBefore = isoAt(nowMs - settleMs);
  const { db } = ctx.store;
  let query = db
    .selectFrom('transfers')
    .select('id')
    .where('status', '=', '0')
    .where('transfer_type', '=', 'local-bank')
    .where('created_at', '<=', dueBefore);
  if (customerId) query = query.where('customer_id', '=', customerId);
  const due = await query.execute();

  let settled = 0;
  for (const { id } of due) {
    const done = await db.transaction().execute(async (trx) => {
      const transfer = await forUpdate(
        trx.selectFrom('transfers').selectAll().where('id', '=', id).where('status', '=', '0'),
        ctx.store.dialect,
      ).executeTakeFirst();
      if (!transfer) return false; // settled meanwhile by another sweep
      // Answered when it fell due, not when the sweep happened to notice.
      const dueAt = Math.max(Date.parse(transfer.created_at), transfer.released_at ? Date.parse(transfer.released_at) : 0) + settleMs;
      if (dueAt > nowMs) return false; // released on its value date, not yet due
      const completedAt = isoAt(dueAt);
      const clearing = await internalAccountId(trx, 'clearing', transfer.currency);
      if (transfer.receiving_bank_reply === 'reject') {
        const refundId = await postEntry(trx, {
          kind: 'transfer-return',
          reference: transfer.reference_no,
          createdAt: completedAt,
          lines: [
            { accountId: clearing, amount: -transfer.amount },
            { accountId: transfer.from_account_id, amount: transfer.amount },
          ],
        });
        await trx
          .updateTable('transfers')
          .set({ status: '2', completed_at: completedAt, reject_reason: RECEIVING_BANK_REJECT_REASON, refund_entry_id: refundId })
          .where('id', '=', id)
          .execute();
        return true;
      }
      const entryId = await postEntry(trx, {
        kind: 'settlement',
        reference: transfer.reference_no,
        createdAt: completedAt,
        lines: [
          { accountId: clearing, amount: -transfer.amount },
          { accountId: await internalAccountId(trx, 'settlement', transfer.currency), amount: transfer.amount },
        ],
      });
      await trx
        .updateTable('transfers')
        .set({ status: '1', completed_at: completedAt, settle_entry_id: entryId })
        .where('id', '=', id)
        .execute();
      return true;
    });
    if (done) settled += 1;
  }
  return settled;
}

/**
 * Express transfers made after the cut-off wait (status 3) for their value date; on that
 * Hong Kong date they go to the receiving bank (status 0) and settle like the others.
 */
export async function releaseWaitingTransfers(ctx: AppContext, customerId?: string): Promise<number> {
  const nowMs = ctx.clock.now();
  let query = ctx.store.db
    .updateTable('transfers')
    .set({ status: '0', released_at: isoAt(nowMs) })
    .where('status', '=', '3')
    .where('transfer_kind', '=', 'express')
    .where('value_date', '<=', hkDate(nowMs));
  if (customerId) query = query.where('customer_id', '=', customerId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
