// Which flow definition made a money-moving request (issue: "which definition did this?").
// The front end names it in the request header's `flow` (<flow id>@<version>#<hash of the
// generated flow.json>, codegen/gen/journeys.ts); the bank keeps it per customer, code and
// idempotency key (migration 0023) and the sandbox shows it in the transaction's detail.
import type { AppContext } from '../../context.js';
import { isoAt } from '../../clock.js';

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

/** Keeps the definition of an answered money-moving request; a retry with the same key keeps the first. */
export async function keepProvenance(ctx: AppContext, customerId: string, txCode: string, payload: unknown, header: unknown): Promise<void> {
  const flow = parseFlowHeader(header);
  const key = (payload as { idempotencyKey?: unknown }).idempotencyKey;
  if (!flow || typeof key !== 'string') return;
  await ctx.store.db
    .insertInto('flow_provenance')
    .values({
      customer_id: customerId,
      tx_code: txCode,
      idempotency_key: key,
      flow_id: flow.flowId,
      flow_version: flow.version,
      flow_hash: flow.hash,
      created_at: isoAt(ctx.clock.now()),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
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
