// Time deposits: one row per deposit with its terms (principal, period, rate, value and
// maturity dates, maturity instruction, settlement account), its state, the journal entries
// that placed and closed it, and the keys, fingerprints and answers of the placement and the
// early withdrawal (idempotency). A renewal at maturity closes the row and opens a new one,
// linked both ways. The money itself sits in the bank's time-deposit ledger account of the
// currency (kind 'time-deposits', created on first use).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('time_deposits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('rate_ppm', 'integer', (c) => c.notNull())
    .addColumn('value_date', 'text', (c) => c.notNull())
    .addColumn('maturity_date', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('interest_at_maturity', 'bigint', (c) => c.notNull())
    .addColumn('instruction', 'text', (c) => c.notNull())
    .addColumn('settlement_account_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('entry_id', 'text')
    .addColumn('placed_at', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('response_json', 'text')
    .addColumn('renewed_from', 'text')
    .addColumn('renewed_to', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('closing_reference_no', 'text')
    .addColumn('closing_entry_id', 'text')
    .addColumn('interest_paid', 'bigint')
    .addColumn('fee', 'bigint')
    .addColumn('paid_out', 'bigint')
    .addColumn('withdraw_key', 'text')
    .addColumn('withdraw_hash', 'text')
    .addColumn('withdraw_json', 'text')
    .execute();
  await db.schema.createIndex('time_deposits_customer_idx').on('time_deposits').columns(['customer_id', 'status']).execute();
  await db.schema.createIndex('time_deposits_due_idx').on('time_deposits').columns(['status', 'maturity_date']).execute();
  await db.schema.createIndex('time_deposits_key_idx').on('time_deposits').columns(['customer_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('time_deposits_withdraw_key_idx').on('time_deposits').columns(['customer_id', 'withdraw_key']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('time_deposits').execute();
}
