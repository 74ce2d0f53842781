// Transfers and FPS: the FPS proxy directory of other banks (sandbox stand-in for the
// central FPS addressing service), the customer's small-value transfer limit, transfer plans
// (forward-dated and monthly transfers), and the columns the new transfer kinds need.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fps_proxies')
    .addColumn('proxy_type', 'text', (c) => c.notNull())
    .addColumn('proxy_value', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text')
    .addColumn('high_risk', 'integer', (c) => c.notNull())
    // 'ok', 'timeout' (name lookup never answers), 'warning-unavailable' (scam check down),
    // 'deregistered' (proxy no longer registered), 'reject' (receiving bank rejects later).
    .addColumn('behaviour', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('fps_proxies_pk', ['proxy_type', 'proxy_value'])
    .execute();

  await db.schema
    .createTable('small_value_limits')
    .addColumn('customer_id', 'text', (c) => c.primaryKey().references('customers.id'))
    .addColumn('limit_amount', 'bigint', (c) => c.notNull())
    .addColumn('mobile_at_set', 'text', (c) => c.notNull())
    .addColumn('email_at_set', 'text', (c) => c.notNull())
    .addColumn('set_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();

  await db.schema
    .createTable('transfer_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('from_account_id', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('payee_bank_code', 'text', (c) => c.notNull())
    .addColumn('payee_account_no', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('notes', 'text')
    // 'once' (forward-dated) or 'monthly'.
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('next_date', 'text')
    // 'active', 'finished', 'cancelled'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('runs', 'integer', (c) => c.notNull())
    .addColumn('last_result', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('transfer_plans_idem_uq', ['customer_id', 'idempotency_key'])
    .execute();

  // The new transfer kinds: 'instant' (FPS), 'small-value', 'express'; null for the
  // same-bank/local-bank transfers of ITSI300001.
  await db.schema.alterTable('transfers').addColumn('transfer_kind', 'text').execute();
  await db.schema.alterTable('transfers').addColumn('proxy_type', 'text').execute();
  await db.schema.alterTable('transfers').addColumn('proxy_value', 'text').execute();
  // What the receiving bank will answer at settlement: null/'accept' or 'reject'.
  await db.schema.alterTable('transfers').addColumn('receiving_bank_reply', 'text').execute();
  // When a waiting (status 3) express transfer was released for processing on its value date.
  await db.schema.alterTable('transfers').addColumn('released_at', 'text').execute();
  await db.schema.alterTable('transfers').addColumn('plan_id', 'text').execute();
  await db.schema.alterTable('transfers').addColumn('refund_entry_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['refund_entry_id', 'plan_id', 'released_at', 'receiving_bank_reply', 'proxy_value', 'proxy_type', 'transfer_kind']) {
    await db.schema.alterTable('transfers').dropColumn(column).execute();
  }
  await db.schema.dropTable('transfer_plans').execute();
  await db.schema.dropTable('small_value_limits').execute();
  await db.schema.dropTable('fps_proxies').execute();
}
