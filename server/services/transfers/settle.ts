// Settlement of outgoing local-bank transfers. The sandbox has no clearing house, so a
// transfer counts as accepted by the receiving bank SETTLE_SECONDS after it was made: the
// money leaves the clearing account for the bank's settlement account and the status
// becomes "1" (completed). The sweep runs lazily before reads and on a timer; a transfer is
// settled by whichever comes first, exactly once (the status check runs under a row lock).
import { isoAt } from '../../clock.js';
import type { AppContext } from '../../context.js';
import { forUpdate } from '../../db/lock.js';
import { internalAccountId, postEntry } from '../ledger.js';

export async function settleDueTransfers(ctx: AppContext, customerId?: string): Promise<number> {
  const settleMs = ctx.settings.settleSeconds * 1000;
  const dueBefore = isoAt(ctx.clock.now() - settleMs);
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
      // Completed when it fell due, not when the sweep happened to notice.
      const completedAt = isoAt(Date.parse(transfer.created_at) + settleMs);
      const entryId = await postEntry(trx, {
        kind: 'settlement',
        reference: transfer.reference_no,
        createdAt: completedAt,
        lines: [
          { accountId: await internalAccountId(trx, 'clearing', transfer.currency), amount: -transfer.amount },
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
