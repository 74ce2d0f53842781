// Accounts area: the ATM card's lock state, the Money Safe (the part of a balance the customer
// locked so that no channel can move it) and one-time QR cash withdrawal codes.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Money Safe: minor units of the balance locked; availableBalance subtracts it for every debit.
  await db.schema.alterTable('accounts').addColumn('safe_locked', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  // ATM cards (type 04): 'active' or 'locked' by the customer; null for other accounts.
  await db.schema.alterTable('accounts').addColumn('card_status', 'text').execute();
  await db.schema.alterTable('accounts').addColumn('card_status_at', 'text').execute();

  await db.schema
    .createTable('qr_withdrawals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // SHA-256 of the code's secret part: the code itself is shown once and never stored.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    // 'issued' -> 'redeemed'; an issued code past expires_at is expired.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text')
    .addColumn('response_json', 'text')
    .addColumn('entry_id', 'text')
    .addColumn('atm_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('redeemed_at', 'text')
    .addUniqueConstraint('qr_withdrawals_key_unique', ['customer_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('qr_withdrawals_customer_idx').on('qr_withdrawals').columns(['customer_id', 'created_at']).execute();

  // Failed redemptions per ATM, for the rate limit on guessing codes.
  await db.schema
    .createTable('qr_withdrawal_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('atm_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('qr_withdrawal_failures_atm_idx').on('qr_withdrawal_failures').columns(['atm_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('qr_withdrawal_failures').execute();
  await db.schema.dropTable('qr_withdrawals').execute();
  await db.schema.alterTable('accounts').dropColumn('card_status_at').execute();
  await db.schema.alterTable('accounts').dropColumn('card_status').execute();
  await db.schema.alterTable('accounts').dropColumn('safe_locked').execute();
}
