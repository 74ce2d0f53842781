// What the studio tells its authors and approvers when they open it (docs/publishing.md,
// "Staged rollout"): the versions the bank rolled back by itself, newest first, with the rate
// that decided it, read from the audit trail the rollback was written to.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

export interface BankRollback {
  at: string;
  flowId: string;
  number: number;
  reason: string;
  rate: number;
  comparedRate: number;
  comparedWith: number;
}

export async function bankRollbacks(db: Kysely<Database>, limit = 20): Promise<BankRollback[]> {
  const rows = await db
    .selectFrom('registry_audit')
    .select(['at', 'flow_id', 'number', 'detail'])
    .where('actor', '=', 'bank')
    .where('action', '=', 'rollback')
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const d = JSON.parse(row.detail) as Record<string, unknown>;
    return {
      at: row.at,
      flowId: row.flow_id ?? '',
      number: row.number ?? 0,
      reason: String(d.reason ?? ''),
      rate: Number(d.rate ?? 0),
      comparedRate: Number(d.comparedRate ?? d.replacedRate ?? 0),
      comparedWith: Number(d.comparedWith ?? 0),
    };
  });
}
