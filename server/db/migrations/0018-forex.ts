// Forex: held quotes, currency exchanges between a customer's own accounts, rate alerts, and
// the customer's transaction ("float") password with its wrong-attempt counter.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A quote the bank holds for QUOTE_HOLD_SECONDS: the exchange names it and the bank checks it.
  await db.schema
    .createTable('fx_quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('from_account_id', 'text', (c) => c.notNull())
    .addColumn('to_account_id', 'text', (c) => c.notNull())
    .addColumn('sell_currency', 'text', (c) => c.notNull())
    .addColumn('buy_currency', 'text', (c) => c.notNull())
    .addColumn('sell_amount', 'bigint', (c) => c.notNull())
    .addColumn('buy_amount', 'bigint', (c) => c.notNull())
    // Millionths of HKD per unit on each side; the cross rate in millionths of bought per sold.
    .addColumn('sell_rate', 'bigint', (c) => c.notNull())
    .addColumn('buy_rate', 'bigint', (c) => c.notNull())
    .addColumn('rate_micros', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // The exchange that used it (one exchange per quote).
    .addColumn('used_by', 'text')
    .execute();
  await db.schema.createIndex('fx_quotes_customer_idx').on('fx_quotes').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('fx_exchanges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('quote_id', 'text', (c) => c.notNull())
    .addColumn('from_account_id', 'text', (c) => c.notNull())
    .addColumn('to_account_id', 'text', (c) => c.notNull())
    .addColumn('sell_currency', 'text', (c) => c.notNull())
    .addColumn('buy_currency', 'text', (c) => c.notNull())
    .addColumn('sell_amount', 'bigint', (c) => c.notNull())
    .addColumn('buy_amount', 'bigint', (c) => c.notNull())
    .addColumn('rate_micros', 'bigint', (c) => c.notNull())
    .addColumn('reference_no', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text')
    .addColumn('response_json', 'text')
    .addUniqueConstraint('fx_exchanges_key_unique', ['customer_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('fx_exchanges_customer_idx').on('fx_exchanges').columns(['customer_id', 'created_at']).execute();

  // Rate alerts: notify when the bank's selling (or buying) rate of a currency crosses a level.
  await db.schema
    .createTable('fx_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // 'bankSell' | 'bankBuy'
    .addColumn('side', 'text', (c) => c.notNull())
    // 'above' | 'below'
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('level', 'bigint', (c) => c.notNull())
    // 'watching' -> 'triggered'; 'deleted' when the customer removes it.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('triggered_at', 'text')
    .addColumn('triggered_rate', 'bigint')
    .execute();
  await db.schema.createIndex('fx_alerts_status_idx').on('fx_alerts').columns(['status', 'customer_id']).execute();

  // The float password, hashed like the log-on password; wrong attempts counted and locked.
  await db.schema
    .createTable('float_passwords')
    .addColumn('customer_id', 'text', (c) => c.primaryKey())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('strength', 'text', (c) => c.notNull())
    .addColumn('set_at', 'text', (c) => c.notNull())
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('float_passwords').execute();
  await db.schema.dropTable('fx_alerts').execute();
  await db.schema.dropTable('fx_exchanges').execute();
  await db.schema.dropTable('fx_quotes').execute();
}
