// Which flow definition made a money-moving request (issue: "which definition did this?").
// The front end names it in the request header's `flow` (<flow id>@<version>#<hash of the
// generated flow.json>, codegen/gen/journeys.ts); the bank keeps it per customer, code and
// idempotency key (migration 0023) and the sandbox shows it in the transaction's detail.
import type { AppContext } from '../../context.js';
import { isoAt } from '../../clock.js';
import { prepared } from '../../db/prepared.js';

const FLOW = /^([a-z][a-z0-9.-]*)@([0-9]+)#([0-9a-f]{16})$/;

export interface FlowDefinition {
  flowId: string;
  version: number;
  hash: string;
}

export function parseFlowHeader(value: unknown): FlowDefinition | undefined {
  const m = typeof value === 'string' ? FLOW.exec(value) : null;
  return m ? { flowId: m[1]!, version: Number(m[2]), hash: m[3]! } : undefined;
}

type Provenance = { customerId: string; txCode: string; key: string; flowId: string; version: number; hash: string; at: string };

// Kept on every money-moving request: built and compiled once (db/prepared.ts).
const insertProvenance = prepared<Provenance>()((db, p) =>
  db
    .insertInto('flow_provenance')
    .values({ customer_id: p.customerId, tx_code: p.txCode, idempotency_key: p.key, flow_id: p.flowId, flow_version: p.version, flow_hash: p.hash, created_at: p.at })
    .onConflict((oc) => oc.doNothing()),
);

/** Keeps the definition of an answered money-moving request; a retry with the same key keeps the first. */
export async function keepProvenance(ctx: AppContext, customerId: string, txCode: string, payload: unknown, header: unknown): Promise<void> {
  const flow = parseFlowHeader(header);
  const key = (payload as { idempotencyKey?: unknown }).idempotencyKey;
  if (!flow || typeof key !== 'string') return;
  await insertProvenance.run(ctx.store.db, { customerId, txCode, key, flowId: flow.flowId, version: flow.version, hash: flow.hash, at: isoAt(ctx.clock.now()) });
}

/** The definition as shown to QA (`transfer.create@1#cda8d1822589f255`), or undefined when none was kept. */
export async function provenanceOf(ctx: AppContext, customerId: string, txCode: string, key: string): Promise<string | undefined> {
  const row = await ctx.store.db
    .selectFrom('flow_provenance')
    .select(['flow_id', 'flow_version', 'flow_hash'])
    .where('customer_id', '=', customerId)
    .where('tx_code', '=', txCode)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? `${row.flow_id}@${row.flow_version}#${row.flow_hash}` : undefined;
}
