// First schema: customers, ledger (accounts, journal entries, postings), payees, sessions,
// login failures, mobile-token devices and transfers. Types are chosen to mean the same on
// SQLite and PostgreSQL: 'bigint' is a 64-bit integer on both, timestamps are ISO text.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('login_id', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('cust_no', 'text', (c) => c.notNull().unique())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('need_opt_flag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.references('customers.id'))
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('product_zh_tw', 'text', (c) => c.notNull())
    .addColumn('product_zh_cn', 'text', (c) => c.notNull())
    .addColumn('product_en', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // A multi-currency account has one number and one row per currency.
    .addUniqueConstraint('accounts_no_currency_uq', ['account_no', 'currency'])
    .execute();
  await db.schema.createIndex('accounts_customer_idx').on('accounts').column('customer_id').execute();

  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('postings')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('journal_entries.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('postings_pk', ['entry_id', 'line_no'])
    .execute();
  await db.schema.createIndex('postings_account_idx').on('postings').column('account_id').execute();

  await db.schema
    .createTable('payees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payees_customer_idx').on('payees').column('customer_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('login_id', 'text', (c) => c.primaryKey())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('token_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('seed_enc', 'text', (c) => c.notNull())
    .addColumn('last_step', 'bigint')
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('locked', 'integer', (c) => c.notNull())
    .addColumn('activated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('token_devices_customer_device_uq', ['customer_id', 'device_id'])
    .execute();

  await db.schema
    .createTable('transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('transfer_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('from_account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('from_account_no', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('payee_bank_code', 'text', (c) => c.notNull())
    .addColumn('payee_account_no', 'text', (c) => c.notNull())
    .addColumn('payee_account_id', 'text', (c) => c.references('accounts.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('message', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('value_date', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('journal_entries.id'))
    .addColumn('settle_entry_id', 'text', (c) => c.references('journal_entries.id'))
    .addColumn('response_json', 'text', (c) => c.notNull())
    .addUniqueConstraint('transfers_customer_idem_uq', ['customer_id', 'idempotency_key'])
    .addUniqueConstraint('transfers_customer_seq_uq', ['customer_id', 'seq'])
    .execute();
  await db.schema.createIndex('transfers_customer_created_idx').on('transfers').columns(['customer_id', 'created_at']).execute();
  await db.schema.createIndex('transfers_status_idx').on('transfers').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['transfers', 'token_devices', 'login_failures', 'sessions', 'payees', 'postings', 'journal_entries', 'accounts', 'customers']) {
    await db.schema.dropTable(table).execute();
  }
}
