// Bill payment: saved bills (templates), payment instructions (pay now and forward-dated),
// e-receipts, and the idempotency record of every bill instruction (pay, amend, delete).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bill_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('bill_type', 'text', (c) => c.notNull())
    .addColumn('bill_no', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_effective_date', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('bill_templates_customer_idx').on('bill_templates').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('bill_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('transaction_no', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('bill_type', 'text', (c) => c.notNull())
    .addColumn('bill_no', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('from_account_id', 'text', (c) => c.notNull())
    .addColumn('from_account_no', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('need_receipt', 'text', (c) => c.notNull())
    .addColumn('receipt_name', 'text')
    .addColumn('receipt_email', 'text')
    .addColumn('template_id', 'text')
    .addColumn('entry_id', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bill_payments_customer_idx').on('bill_payments').columns(['customer_id', 'seq']).execute();
  await db.schema.createIndex('bill_payments_due_idx').on('bill_payments').columns(['status', 'effective_date']).execute();

  await db.schema
    .createTable('bill_requests')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bill_requests_pk', ['customer_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('e_receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
    .addColumn('receipt_date', 'text', (c) => c.notNull())
    .addColumn('receipt_name', 'text', (c) => c.notNull())
    .addColumn('receipt_email', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('bill_type', 'text', (c) => c.notNull())
    .addColumn('bill_no', 'text', (c) => c.notNull())
    .addColumn('payment_date', 'text', (c) => c.notNull())
    .addColumn('from_account_no', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('merchant_remark', 'text')
    .addColumn('other_info', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('e_receipts_customer_idx').on('e_receipts').columns(['customer_id', 'receipt_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['e_receipts', 'bill_requests', 'bill_payments', 'bill_templates']) await db.schema.dropTable(table).execute();
}
