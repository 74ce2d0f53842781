// Which flow definition made a money-moving request: the header's `flow`
// (<flow id>@<version>#<hash>, see codegen/gen/journeys.ts), kept per customer and
// idempotency key, so the transaction's record can say which definition it came from.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flow_provenance')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('tx_code', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('flow_version', 'integer', (c) => c.notNull())
    .addColumn('flow_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('flow_provenance_pk', ['customer_id', 'idempotency_key', 'tx_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flow_provenance').execute();
}
