// The one way the bank raises a notice to a customer (the notices inbox, /notice/list): it
// honours the customer's notification choices (settings/notice), except that security notices
// cannot be turned off. Callers inside a database transaction pass it, so the notice and the
// event it tells of are written together.
import type { Kysely, Transaction } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
import { wantsNotice, type NoticeKind } from './preferences.js';

export interface Localised {
  'zh-TW': string;
  'zh-CN': string;
  en: string;
}

export interface NoticeText {
  title: Localised;
  summary: Localised;
  body: Localised;
}

type Db = Kysely<Database> | Transaction<Database>;

/** The inbox category a kind is filed under (the notice list's own codes). */
export function categoryOf(kind: NoticeKind): 'security' | 'account' {
  return kind === 'security' ? 'security' : 'account';
}

export function noticeRow(customerId: string, kind: NoticeKind, text: NoticeText, at: string) {
  return {
    id: newId('NT'),
    customer_id: customerId,
    category: categoryOf(kind),
    title_zh_tw: text.title['zh-TW'],
    title_zh_cn: text.title['zh-CN'],
    title_en: text.title.en,
    summary_zh_tw: text.summary['zh-TW'],
    summary_zh_cn: text.summary['zh-CN'],
    summary_en: text.summary.en,
    body_zh_tw: text.body['zh-TW'],
    body_zh_cn: text.body['zh-CN'],
    body_en: text.body.en,
    published_at: at,
  };
}

/** Raises the notice unless the customer turned its kind off; answers whether it was raised. */
export async function raiseNotice(ctx: AppContext, db: Db, customerId: string, kind: NoticeKind, text: NoticeText): Promise<boolean> {
  if (!(await wantsNotice(db, customerId, kind))) return false;
  await db.insertInto('notices').values(noticeRow(customerId, kind, text, isoAt(ctx.clock.now()))).execute();
  return true;
}
