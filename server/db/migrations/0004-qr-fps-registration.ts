// FPS registrations (this bank's customers, plus identifiers the sandbox treats as registered
// at other banks), SMS one-time code challenges, and the sandbox SMS outbox.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fps_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text')
    .addColumn('proxy_type', 'text', (c) => c.notNull())
    .addColumn('proxy_value', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('fail_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fps_registrations_proxy_idx').on('fps_registrations').columns(['proxy_type', 'proxy_value', 'state']).execute();
  await db.schema.createIndex('fps_registrations_customer_idx').on('fps_registrations').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('sms_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_challenges_customer_idx').on('sms_challenges').columns(['customer_id', 'purpose', 'transaction_id']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_mobile_idx').on('sms_outbox').columns(['mobile', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('sms_challenges').execute();
  await db.schema.dropTable('fps_registrations').execute();
}
