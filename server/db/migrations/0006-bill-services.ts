// Bill services: e-bill enrolments, direct debit authorisations, regular bill payments and
// the executions of regular payments (one row per schedule and month: the unique index is
// what makes a month's payment happen at most once).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ebill_enrolments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null for enrolments held at other banks (they count towards the limit of 5 per bill).
    .addColumn('customer_id', 'text')
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('bill_type', 'text', (c) => c.notNull())
    .addColumn('bill_no', 'text', (c) => c.notNull())
    .addColumn('own_bill', 'integer', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_last4', 'text', (c) => c.notNull())
    .addColumn('birth_month', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('owner_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('respond_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .addColumn('response_json', 'text')
    .execute();
  await db.schema.createIndex('ebill_bill_idx').on('ebill_enrolments').columns(['merchant_id', 'bill_type', 'bill_no']).execute();
  await db.schema
    .createIndex('ebill_idempotency_idx')
    .on('ebill_enrolments')
    .columns(['customer_id', 'idempotency_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('direct_debits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('creditor_type', 'text', (c) => c.notNull())
    .addColumn('creditor_id', 'text', (c) => c.notNull())
    .addColumn('debtor_reference', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('from_account_id', 'text', (c) => c.notNull())
    .addColumn('from_account_no', 'text', (c) => c.notNull())
    .addColumn('no_upper_limit', 'integer', (c) => c.notNull())
    .addColumn('upper_limit', 'bigint')
    .addColumn('periodicity', 'text', (c) => c.notNull())
    .addColumn('max_count', 'integer', (c) => c.notNull())
    .addColumn('expiry_option', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirm_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('response_json', 'text', (c) => c.notNull())
    // The last amendment or cancellation: its key, fingerprint and answer (idempotent changes).
    .addColumn('change_key', 'text')
    .addColumn('change_hash', 'text')
    .addColumn('change_json', 'text')
    .execute();
  await db.schema.createIndex('direct_debits_customer_idx').on('direct_debits').columns(['customer_id', 'created_at']).execute();
  await db.schema
    .createIndex('direct_debits_idempotency_idx')
    .on('direct_debits')
    .columns(['customer_id', 'idempotency_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('regular_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('bill_type', 'text', (c) => c.notNull())
    .addColumn('bill_no', 'text', (c) => c.notNull())
    .addColumn('from_account_id', 'text', (c) => c.notNull())
    .addColumn('from_account_no', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('payment_day', 'integer', (c) => c.notNull())
    .addColumn('start_month', 'text', (c) => c.notNull())
    .addColumn('end_option', 'text', (c) => c.notNull())
    .addColumn('end_month', 'text')
    .addColumn('receipt', 'text', (c) => c.notNull())
    .addColumn('receipt_name', 'text')
    .addColumn('receipt_email', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('pending_json', 'text')
    .addColumn('pending_from', 'text')
    .addColumn('cancel_from', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('response_json', 'text', (c) => c.notNull())
    .addColumn('change_key', 'text')
    .addColumn('change_hash', 'text')
    .addColumn('change_json', 'text')
    .execute();
  await db.schema.createIndex('regular_payments_customer_idx').on('regular_payments').columns(['customer_id', 'created_at']).execute();
  await db.schema
    .createIndex('regular_payments_idempotency_idx')
    .on('regular_payments')
    .columns(['customer_id', 'idempotency_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('regular_payment_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('schedule_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('run_date', 'text', (c) => c.notNull())
    .addColumn('reference_no', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('entry_id', 'text')
    .addColumn('executed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('regular_payment_runs_month_idx').on('regular_payment_runs').columns(['schedule_id', 'month']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['regular_payment_runs', 'regular_payments', 'direct_debits', 'ebill_enrolments']) {
    await db.schema.dropTable(table).execute();
  }
}
