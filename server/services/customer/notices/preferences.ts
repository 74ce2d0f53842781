// Notification choices (settings/notice): which events the bank tells the customer of in the
// notices inbox. Every kind is on until the customer turns it off; security notices (password,
// e-mail, mobile number, phone-banking PIN, third-party access, new bindings) are always sent,
// as Hong Kong banks do, so a customer learns at once of a change they did not make.
import type { Kysely, Transaction } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { prepared } from '../../../db/prepared.js';

/** The kinds a customer may turn off, in the order the page shows them. */
export const OPTIONAL_NOTICE_KINDS = ['transferOut', 'transferIn', 'billDue', 'eCheque', 'fxAlert'] as const;
export type OptionalNoticeKind = (typeof OPTIONAL_NOTICE_KINDS)[number];
/** 'reminder': what the customer asked to be reminded of (settings/prompt), always sent. */
export type NoticeKind = OptionalNoticeKind | 'security' | 'reminder';

export type NoticeChoices = Record<OptionalNoticeKind, boolean> & { security: true };

type Db = Kysely<Database> | Transaction<Database>;

export async function noticeChoices(db: Db, customerId: string): Promise<NoticeChoices> {
  const rows = await db.selectFrom('notice_preferences').select(['kind', 'enabled']).where('customer_id', '=', customerId).execute();
  const off = new Set(rows.filter((r) => r.enabled === 0).map((r) => r.kind));
  const choices = Object.fromEntries(OPTIONAL_NOTICE_KINDS.map((k) => [k, !off.has(k)])) as Record<OptionalNoticeKind, boolean>;
  return { ...choices, security: true };
}

// Asked on every transfer (the payee's notice): built and compiled once (db/prepared.ts).
const choiceOf = prepared<{ customerId: string; kind: string }>()((db, p) =>
  db.selectFrom('notice_preferences').select('enabled').where('customer_id', '=', p.customerId).where('kind', '=', p.kind),
);

export async function wantsNotice(db: Db, customerId: string, kind: NoticeKind): Promise<boolean> {
  if (kind === 'security' || kind === 'reminder') return true;
  const row = await choiceOf.first(db, { customerId, kind });
  return row?.enabled !== 0;
}

/** Of these customers, the ones who turned `kind` off (one query for a batch of events). */
export async function turnedOff(db: Db, customerIds: readonly string[], kind: OptionalNoticeKind): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < customerIds.length; i += 500) {
    const chunk = customerIds.slice(i, i + 500);
    const rows = await db
      .selectFrom('notice_preferences')
      .select('customer_id')
      .where('kind', '=', kind)
      .where('enabled', '=', 0)
      .where('customer_id', 'in', chunk)
      .execute();
    rows.forEach((r) => out.add(r.customer_id));
  }
  return out;
}

export async function setNoticeChoices(ctx: AppContext, customerId: string, choices: Record<OptionalNoticeKind, boolean>, ip?: string): Promise<NoticeChoices> {
  const before = await noticeChoices(ctx.store.db, customerId);
  const at = isoAt(ctx.clock.now());
  await ctx.store.db.transaction().execute(async (trx) => {
    for (const kind of OPTIONAL_NOTICE_KINDS) {
      const values = { enabled: choices[kind] ? 1 : 0, updated_at: at };
      await trx
        .insertInto('notice_preferences')
        .values({ customer_id: customerId, kind, ...values })
        .onConflict((oc) => oc.columns(['customer_id', 'kind']).doUpdateSet(values))
        .execute();
    }
  });
  const changed = OPTIONAL_NOTICE_KINDS.filter((k) => before[k] !== choices[k]);
  await recordAuthEvent(ctx, { event: 'notice-choices-change', outcome: 'success', customerId, ip: ip ?? null, detail: { changed: changed.join(',') || 'none' } });
  return noticeChoices(ctx.store.db, customerId);
}
