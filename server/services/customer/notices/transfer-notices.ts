// Due work: the notices of transfers out and in (settings/notice, kinds transferOut and
// transferIn), raised in batches a few seconds after the transfers, never on the transfer's own
// path (a transfer stays as fast as before; a push notice is not instant at any bank either).
// A cursor remembers up to which instant transfers were told of, so each is told once; a
// transfer is picked only once it is a few seconds old, by when its transaction has committed.
// The texts are in locales/bank-notices/.
import { formatMoney } from '../../../../domain/format/money.js';
import { maskAccountNo } from '../../../../domain/format/account.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { noticeText } from './notice-texts.js';
import { noticeRow, type NoticeText } from './raise.js';
import { turnedOff } from './preferences.js';

export const TRANSFER_CURSOR = 'transfers';
/** How old a transfer must be before it is told of (its transaction has surely committed). */
export const TRANSFER_NOTICE_DELAY_MS = 5_000;
const BATCH = 1_000;

interface Row {
  id: string;
  customer_id: string;
  amount: number;
  currency: string;
  payee_name: string;
  payee_account_no: string;
  payee_account_id: string | null;
  from_account_no: string;
  reference_no: string;
  status: string;
  created_at: string;
  sender_en: string;
  sender_zh: string;
}

function outText(r: Row): NoticeText {
  return noticeText('transfer.out', {
    money: formatMoney(Number(r.amount), r.currency),
    from: maskAccountNo(r.from_account_no),
    to: `${r.payee_name} (${maskAccountNo(r.payee_account_no)})`,
    reference: r.reference_no,
  });
}

function inText(r: Row): NoticeText {
  const figures = { money: formatMoney(Number(r.amount), r.currency), into: maskAccountNo(r.payee_account_no), reference: r.reference_no };
  // The sender's Chinese name in Chinese, where the bank has one.
  return noticeText('transfer.in', (lang) => ({ ...figures, sender: lang === 'en' ? r.sender_en : r.sender_zh || r.sender_en }));
}

/** Raises the notices of transfers made since the cursor; answers how many were raised. */
export async function raiseTransferNotices(ctx: AppContext): Promise<number> {
  const db = ctx.store.db;
  const now = ctx.clock.now();
  const until = isoAt(now - TRANSFER_NOTICE_DELAY_MS);
  const cursor = await db.selectFrom('notice_cursors').select('position').where('name', '=', TRANSFER_CURSOR).executeTakeFirst();
  if (!cursor) {
    // A new bank (or one from before notices of transfers): start from now, not from history.
    await db.insertInto('notice_cursors').values({ name: TRANSFER_CURSOR, position: until }).onConflict((oc) => oc.column('name').doNothing()).execute();
    return 0;
  }
  if (cursor.position >= until) return 0;
  const rows = (await db
    .selectFrom('transfers')
    .innerJoin('customers', 'customers.id', 'transfers.customer_id')
    .select([
      'transfers.id',
      'transfers.customer_id',
      'transfers.amount',
      'transfers.currency',
      'transfers.payee_name',
      'transfers.payee_account_no',
      'transfers.payee_account_id',
      'transfers.from_account_no',
      'transfers.reference_no',
      'transfers.status',
      'transfers.created_at',
      'customers.name_en as sender_en',
      'customers.name_zh as sender_zh',
    ])
    .where('transfers.created_at', '>', cursor.position)
    .where('transfers.created_at', '<=', until)
    .orderBy('transfers.created_at')
    .limit(BATCH)
    .execute()) as Row[];
  // A full batch may stop inside one instant: take only whole instants, the rest next time.
  let batch = rows;
  if (rows.length === BATCH) {
    const last = rows[rows.length - 1]!.created_at;
    const whole = rows.filter((r) => r.created_at < last);
    batch = whole.length ? whole : rows;
  }
  const position = batch.length ? batch[batch.length - 1]!.created_at : until;

  const payeeAccounts = [...new Set(batch.flatMap((r) => (r.payee_account_id ? [r.payee_account_id] : [])))];
  const holders = new Map<string, string>();
  for (let i = 0; i < payeeAccounts.length; i += 500) {
    const found = await db.selectFrom('accounts').select(['id', 'customer_id']).where('id', 'in', payeeAccounts.slice(i, i + 500)).execute();
    found.forEach((a) => a.customer_id && holders.set(a.id, a.customer_id));
  }
  const senders = [...new Set(batch.map((r) => r.customer_id))];
  const receivers = [...new Set(holders.values())];
  const noOut = await turnedOff(db, senders, 'transferOut');
  const noIn = await turnedOff(db, receivers, 'transferIn');

  const at = isoAt(now);
  const notices: ReturnType<typeof noticeRow>[] = [];
  for (const r of batch) {
    if (!noOut.has(r.customer_id)) notices.push(noticeRow(r.customer_id, 'transferOut', outText(r), at));
    const receiver = r.payee_account_id ? holders.get(r.payee_account_id) : undefined;
    // Money in: a completed same-bank transfer (other banks' credits do not pass through here).
    if (receiver && r.status === '1' && !noIn.has(receiver)) notices.push(noticeRow(receiver, 'transferIn', inText(r), at));
  }
  return db.transaction().execute(async (trx) => {
    // Moving the cursor first: a second run that read the same cursor moves nothing and adds nothing.
    const moved = await trx.updateTable('notice_cursors').set({ position }).where('name', '=', TRANSFER_CURSOR).where('position', '=', cursor.position).executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return 0;
    for (let i = 0; i < notices.length; i += 200) await trx.insertInto('notices').values(notices.slice(i, i + 200)).execute();
    return notices.length;
  });
}
