// Due work: deposited e-cheques whose clearing date has come. Each clears in its own database
// transaction: the drawer's account is debited and the payee's credited in one balanced entry
// when the drawer's available balance covers it; otherwise the cheque bounces ("refer to
// drawer": insufficient funds), nothing moves and the reason is kept on both records.
// Safe to run twice, late or in two processes at once: only 'pending' deposits are picked, and
// each is re-read under a row lock inside its transaction.
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { forUpdate } from '../../../db/lock.js';
import { postEntry } from '../ledger.js';
import { covers } from '../transactions/posting.js';
import { chequeClearingNotices } from '../../customer/notices/e-cheque-notices.js';

export async function clearDueCheques(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const today = hkDate(now);
  const due = await ctx.store.db
    .selectFrom('e_cheque_deposits')
    .select('id')
    .where('status', '=', 'pending')
    .where('clearing_date', '<=', today)
    .orderBy('created_at')
    .execute();
  for (const { id } of due) await clearOne(ctx, id, now);
  return due.length;
}

async function clearOne(ctx: AppContext, depositId: string, now: number): Promise<void> {
  await ctx.store.db.transaction().execute(async (trx) => {
    // Claimed under a row lock: another runner waits, then finds it no longer pending.
    const deposit = await forUpdate(
      trx.selectFrom('e_cheque_deposits').selectAll().where('id', '=', depositId).where('status', '=', 'pending'),
      ctx.store.dialect,
    ).executeTakeFirst();
    if (!deposit) return;
    const cheque = await trx.selectFrom('e_cheques').selectAll().where('id', '=', deposit.cheque_id).executeTakeFirstOrThrow();
    const drawer = await trx.selectFrom('accounts').selectAll().where('id', '=', cheque.drawer_account_id).executeTakeFirstOrThrow();
    const at = isoAt(now);
    const amount = Number(deposit.amount);
    const told = { chequeNo: cheque.cheque_no, drawerCustomerId: cheque.drawer_customer_id, depositCustomerId: deposit.customer_id, currency: deposit.currency, amount };
    if (drawer.status !== 'active' || !covers(drawer, amount)) {
      await trx.updateTable('e_cheque_deposits').set({ status: 'bounced', bounce_reason: 'insufficient-funds', updated_at: at }).where('id', '=', deposit.id).execute();
      await trx.updateTable('e_cheques').set({ status: 'back-to-bank', status_reason: 'insufficient-funds', updated_at: at }).where('id', '=', cheque.id).execute();
      await chequeClearingNotices(ctx, trx, { ...told, outcome: 'bounced' });
      return;
    }
    const entryId = await postEntry(trx, {
      kind: 'e-cheque',
      reference: `${cheque.id}/${cheque.cheque_no}`,
      createdAt: at,
      lines: [
        { accountId: drawer.id, amount: -amount },
        { accountId: deposit.account_id, amount },
      ],
    });
    await trx.updateTable('e_cheque_deposits').set({ status: 'cleared', entry_id: entryId, updated_at: at }).where('id', '=', deposit.id).execute();
    await trx.updateTable('e_cheques').set({ status: 'used', updated_at: at }).where('id', '=', cheque.id).execute();
    await chequeClearingNotices(ctx, trx, { ...told, outcome: 'cleared' });
  });
}
