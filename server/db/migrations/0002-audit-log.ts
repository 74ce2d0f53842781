// Audit log of authentication events (logons, failures, locks, token and passkey events,
// one-time codes). Never holds a secret: no passwords, codes, tokens or keys.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('subject', 'text')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('auth_events_customer_idx').on('auth_events').columns(['customer_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_events').execute();
}
