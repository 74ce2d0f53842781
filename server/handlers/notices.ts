// ITSI110001 notices, ITSI110002 one notice (opening it marks it read), ITSI110003 mark every
// notice read. A customer sees the notices to everyone and their own, published up to the
// bank's current time; read state is per customer (notice_reads).
import type { Kysely } from 'kysely';
import { customerOf, type Handler, type Widened, type ResponseOf } from '../api/handler.js';
import { BankError } from '../api/errors.js';
import { isoAt } from '../clock.js';
import type { Database, NoticesTable } from '../db/schema.js';
import { ERR } from '../../generated/error-codes.js';

export const NOTICE_NOT_FOUND = ERR.NOTICE_NOT_FOUND;

type Notice = Widened<ResponseOf<'ITSI110002'>['notice']>;

function visibleTo(db: Kysely<Database>, customerId: string, now: string) {
  return db
    .selectFrom('notices')
    .leftJoin('notice_reads', (join) => join.onRef('notice_reads.notice_id', '=', 'notices.id').on('notice_reads.customer_id', '=', customerId))
    .selectAll('notices')
    .select('notice_reads.read_at')
    .where((eb) => eb.or([eb('notices.customer_id', 'is', null), eb('notices.customer_id', '=', customerId)]))
    .where('notices.published_at', '<=', now);
}

function toNotice(row: NoticesTable & { read_at: string | null }, withBody: boolean): Notice {
  return {
    noticeId: row.id,
    category: row.category,
    title: { 'zh-TW': row.title_zh_tw, 'zh-CN': row.title_zh_cn, en: row.title_en },
    summary: { 'zh-TW': row.summary_zh_tw, 'zh-CN': row.summary_zh_cn, en: row.summary_en },
    ...(withBody ? { body: { 'zh-TW': row.body_zh_tw, 'zh-CN': row.body_zh_cn, en: row.body_en } } : {}),
    publishedAt: row.published_at,
    state: row.read_at ? 'read' : 'unread',
    ...(row.read_at ? { readAt: row.read_at } : {}),
  };
}

async function unreadCount(db: Kysely<Database>, customerId: string, now: string): Promise<number> {
  const row = await visibleTo(db, customerId, now)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('notice_reads.read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const noticeList: Handler<'ITSI110001'> = async (call, payload) => {
  const customerId = customerOf(call);
  const { db } = call.ctx.store;
  const now = isoAt(call.ctx.clock.now());
  let query = visibleTo(db, customerId, now);
  if (payload.state === 'unread') query = query.where('notice_reads.read_at', 'is', null);
  if (payload.state === 'read') query = query.where('notice_reads.read_at', 'is not', null);
  const rows = await query.orderBy('notices.published_at', 'desc').orderBy('notices.id').execute();
  return { unreadCount: await unreadCount(db, customerId, now), notices: rows.map((r) => toNotice(r, false)) };
};

export const noticeRead: Handler<'ITSI110002'> = async (call, payload) => {
  const customerId = customerOf(call);
  const { db } = call.ctx.store;
  const now = isoAt(call.ctx.clock.now());
  const row = await visibleTo(db, customerId, now).where('notices.id', '=', payload.noticeId).executeTakeFirst();
  if (!row) throw new BankError(NOTICE_NOT_FOUND);
  let readAt = row.read_at;
  if (!readAt) {
    // The first opening is the read time; a second opening (another tab) changes nothing.
    await db.insertInto('notice_reads').values({ notice_id: row.id, customer_id: customerId, read_at: now }).onConflict((oc) => oc.doNothing()).execute();
    readAt = now;
  }
  return { notice: toNotice({ ...row, read_at: readAt }, true), unreadCount: await unreadCount(db, customerId, now) };
};

export const noticeReadAll: Handler<'ITSI110003'> = async (call) => {
  const customerId = customerOf(call);
  const { db } = call.ctx.store;
  const now = isoAt(call.ctx.clock.now());
  const unread = await visibleTo(db, customerId, now).where('notice_reads.read_at', 'is', null).execute();
  if (unread.length) {
    await db
      .insertInto('notice_reads')
      .values(unread.map((n) => ({ notice_id: n.id, customer_id: customerId, read_at: now })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return { marked: unread.length, unreadCount: await unreadCount(db, customerId, now) };
};
