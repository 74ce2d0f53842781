// The verification hub and the modules it opens: mainland debit cards bound to a customer
// (binding requests waiting for the card's SMS code), accepted face scans a verification may
// name once, RMB remittances to a bound card, and the electronic accounts opened online.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A card is kept by its fingerprint (SHA-256 of the number) and masked number: the bank
  // never stores the whole card number.
  await db.schema
    .createTable('bound_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('card_fingerprint', 'text', (c) => c.notNull())
    .addColumn('masked_card_no', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('reserved_mobile', 'text', (c) => c.notNull())
    // 'active' | 'removed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('bound_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema.createIndex('bound_cards_customer_idx').on('bound_cards').columns(['customer_id', 'status']).execute();

  // Checked card details waiting for the SMS code sent to the card's reserved mobile.
  await db.schema
    .createTable('card_bind_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('card_fingerprint', 'text', (c) => c.notNull())
    .addColumn('masked_card_no', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('reserved_mobile', 'text', (c) => c.notNull())
    // 'pending' | 'bound' | 'replaced' | 'expired'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('response_json', 'text')
    .execute();
  await db.schema.createIndex('card_bind_requests_customer_idx').on('card_bind_requests').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('face_scans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('mainland_remittances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('from_account_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reference_no', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    // The Hong Kong day it counts against the daily limit on.
    .addColumn('hk_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text')
    .addColumn('response_json', 'text')
    .addUniqueConstraint('mainland_remittances_key_unique', ['customer_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('mainland_remittances_day_idx').on('mainland_remittances').columns(['customer_id', 'hk_date']).execute();

  await db.schema
    .createTable('e_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('response_json', 'text')
    .addUniqueConstraint('e_accounts_customer_currency_unique', ['customer_id', 'currency'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['e_accounts', 'mainland_remittances', 'face_scans', 'card_bind_requests', 'bound_cards']) await db.schema.dropTable(table).execute();
}
