// Mobile-token PIN and lock state, single-use transaction-code (OCRA) challenges and
// short-lived strengthened-verification tickets. Secrets are stored only as salted hashes
// (PIN, tickets) or encrypted (the device unlock key).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('token_security')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    // One token per device: activating another customer on the same device replaces it.
    .addColumn('device_id', 'text', (c) => c.notNull().unique())
    .addColumn('pin_hash', 'text')
    .addColumn('unlock_key_enc', 'text')
    .addColumn('pin_failures', 'integer', (c) => c.notNull())
    .addColumn('temp_locks', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_ocra_step', 'bigint')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ocra_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('verify_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('biz_type', 'text', (c) => c.notNull())
    .addColumn('modes', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('verify_tickets_customer_idx').on('verify_tickets').columns(['customer_id', 'biz_type']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['verify_tickets', 'ocra_challenges', 'token_security']) await db.schema.dropTable(table).execute();
}
