// The e-cheque statuses the bank sets by itself (spec section 4: apply failure, destroyed,
// internal void), beside those the customer's actions set (apply, normal, in transit, used,
// back to bank, stopped). Due work, safe to run again or late:
// - an issued cheque ('apply') not signed within 30 minutes: 'apply-failure' (the issue
//   application failed; nothing was ever debited and no file exists);
// - a signed cheque ('normal') never presented within its validity (six months from its
//   date, domain/cheques/dates.ts): 'destroyed' (its file can no longer be deposited).
// 'internal-void' is the bank voiding a cheque itself (in production an operations decision);
// the sandbox reaches it with the sandbox-only ITSI700013.
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { BankError } from '../../../api/errors.js';
import { lastValidDate } from '../../../../domain/cheques/dates.js';
import { toCheque } from './record.js';
import type { Lang } from '../../../i18n/translate.js';
import { E } from './rules.js';

export const SIGN_WINDOW_MS = 30 * 60_000;

export async function lapseCheques(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const at = isoAt(now);
  const failed = await ctx.store.db
    .updateTable('e_cheques')
    .set({ status: 'apply-failure', status_reason: 'not-signed', updated_at: at })
    .where('status', '=', 'apply')
    .where('created_at', '<=', isoAt(now - SIGN_WINDOW_MS))
    .executeTakeFirst();
  const today = hkDate(now);
  const signed = await ctx.store.db.selectFrom('e_cheques').select(['id', 'cheque_date']).where('status', '=', 'normal').execute();
  const stale = signed.filter((c) => today > lastValidDate(c.cheque_date)).map((c) => c.id);
  if (stale.length) await ctx.store.db.updateTable('e_cheques').set({ status: 'destroyed', status_reason: 'expired', updated_at: at }).where('id', 'in', stale).where('status', '=', 'normal').execute();
  return Number(failed.numUpdatedRows) + stale.length;
}

/** ITSI700013 (sandbox only): the bank voids a cheque not yet presented ('apply' or 'normal'). */
export async function voidCheque(ctx: AppContext, chequeNo: string, lang: Lang) {
  const at = isoAt(ctx.clock.now());
  const row = await ctx.store.db.selectFrom('e_cheques').selectAll().where('cheque_no', '=', chequeNo).executeTakeFirst();
  if (!row) throw new BankError(E.notFound);
  if (row.status !== 'apply' && row.status !== 'normal') throw new BankError(E.notVoidable);
  await ctx.store.db.updateTable('e_cheques').set({ status: 'internal-void', status_reason: 'bank-void', updated_at: at }).where('id', '=', row.id).where('status', '=', row.status).execute();
  return { cheque: toCheque({ ...row, status: 'internal-void', status_reason: 'bank-void', updated_at: at }, 'issued', lang) };
}
