// The registry's audit log (docs/publishing.md, "Audit trail"): every action on a version
// (draft, approval, rejection, publish, rollout step, rollback, withdrawal, refusal) is appended with the hash
// of the entry before it, so an entry changed or removed by hand breaks the chain from that
// entry on. `npm run audit:verify` walks it (server/verify-audit.ts).
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { forUpdate } from '../../../db/lock.js';

export interface AuditEntry {
  actor: string;
  action: 'draft' | 'approve' | 'reject' | 'publish' | 'rollout' | 'rollback' | 'withdraw' | 'refuse' | 'staff-log-on';
  flowId?: string;
  number?: number;
  detail?: Record<string, unknown>;
}

const GENESIS = '0'.repeat(64);

function entryHash(prev: string, row: { seq: number; at: string; actor: string; action: string; flow_id: string | null; number: number | null; detail: string }): string {
  return crypto.createHash('sha256').update(JSON.stringify([prev, row.seq, row.at, row.actor, row.action, row.flow_id, row.number, row.detail])).digest('hex');
}

/** Appends inside the caller's transaction; the last entry is locked, so two processes take turns. */
export async function appendAudit(trx: Transaction<Database>, ctx: AppContext, entry: AuditEntry): Promise<void> {
  const last = await forUpdate(trx.selectFrom('registry_audit').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1), ctx.store.dialect).executeTakeFirst();
  const row = {
    seq: (last?.seq ?? 0) + 1,
    at: isoAt(ctx.clock.now()),
    actor: entry.actor,
    action: entry.action,
    flow_id: entry.flowId ?? null,
    number: entry.number ?? null,
    detail: JSON.stringify(entry.detail ?? {}),
  };
  const prev = last?.hash ?? GENESIS;
  await trx.insertInto('registry_audit').values({ ...row, prev_hash: prev, hash: entryHash(prev, row) }).execute();
}

export type ChainCheck = { ok: true; entries: number } | { ok: false; entries: number; brokenAt: number; why: string };

/** Walks the log from its first entry; the first entry whose link or hash does not hold is where it broke. */
export async function verifyAuditChain(db: Kysely<Database>): Promise<ChainCheck> {
  const rows = await db.selectFrom('registry_audit').selectAll().orderBy('seq').execute();
  let prev = GENESIS;
  for (const [i, row] of rows.entries()) {
    if (row.seq !== i + 1) return { ok: false, entries: rows.length, brokenAt: i + 1, why: `entry ${i + 1} is missing` };
    if (row.prev_hash !== prev) return { ok: false, entries: rows.length, brokenAt: row.seq, why: 'it does not name the entry before it' };
    if (entryHash(prev, row) !== row.hash) return { ok: false, entries: rows.length, brokenAt: row.seq, why: 'its content does not match its hash' };
    prev = row.hash;
  }
  return { ok: true, entries: rows.length };
}

export async function auditOf(db: Kysely<Database>, flowId: string) {
  return db.selectFrom('registry_audit').selectAll().where('flow_id', '=', flowId).orderBy('seq').execute();
}
