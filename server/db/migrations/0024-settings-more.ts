// The remaining settings: the customer's e-mail address (changed only after a code sent to the
// new address) and the sandbox's e-mail outbox; mobile-number changes (an SMS code to the new
// number); notification choices and reminder (prompt) settings; third-party (open API)
// consents; the phone-banking PIN; feedback with an attached image; the card and QR spending
// counted against the customer's daily spending limit; and the reminders already sent.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('email', 'text').execute();
  // When the customer last set or deleted the address (null: never touched online).
  await db.schema.alterTable('customers').addColumn('email_updated_at', 'text').execute();

  // A change of address waiting for the code sent to the new address.
  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('new_email', 'text', (c) => c.notNull())
    // SHA-256 of salt:code; the code itself exists only in the e-mail.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    // 'pending' -> 'used' | 'replaced' | 'locked'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_changes_customer_idx').on('email_changes').columns(['customer_id', 'sent_at']).execute();

  // The sandbox stands in for the mail server: what the bank sent, to whom.
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // A change of mobile number waiting for the SMS code sent to the new number.
  await db.schema
    .createTable('mobile_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    // E.164 of the new number.
    .addColumn('new_mobile', 'text', (c) => c.notNull())
    // The SMS challenge (sms_challenges) that carries the code.
    .addColumn('challenge_id', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    // 'pending' -> 'used'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mobile_changes_customer_idx').on('mobile_changes').columns(['customer_id', 'created_at']).execute();

  // Notification choices: one row per kind the customer changed (no row: the bank's default, on).
  await db.schema
    .createTable('notice_preferences')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_preferences_pk', ['customer_id', 'kind'])
    .execute();

  // Reminder (prompt) settings: how long before an event the bank reminds (0: never).
  await db.schema
    .createTable('prompt_settings')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('prompt_settings_pk', ['customer_id', 'kind'])
    .execute();

  // A reminder the bank has raised, so the due work raises each one once.
  await db.schema
    .createTable('reminders_sent')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // What it reminds of (a deposit, a payment, the password's date), with its due date.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminders_sent_pk', ['customer_id', 'kind', 'subject'])
    .execute();

  // How far the due work has raised notices of a kind of event (e.g. transfers up to a time),
  // so notices are raised in batches off the path of the transfer itself.
  await db.schema
    .createTable('notice_cursors')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();

  // Third-party apps the customer allowed to use the bank's open API on their behalf.
  await db.schema
    .createTable('open_api_consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('app_name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    // Comma-separated scope codes (accounts, balances, transactions).
    .addColumn('scopes', 'text', (c) => c.notNull())
    // SHA-256 of the access token the app holds; the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull())
    // 'active' -> 'revoked'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('open_api_consents_customer_idx').on('open_api_consents').columns(['customer_id', 'granted_at']).execute();
  await db.schema.createIndex('open_api_consents_token_idx').on('open_api_consents').column('token_hash').unique().execute();

  // The phone-banking PIN (salted scrypt), with its own failure count and lock.
  await db.schema
    .createTable('phone_banking_pins')
    .addColumn('customer_id', 'text', (c) => c.primaryKey())
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('set_at', 'text', (c) => c.notNull())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();

  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('feedback')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('image_id', 'text')
    // 'received' (the bank answers within the time the acknowledgement states)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_customer_idx').on('feedback').columns(['customer_id', 'created_at']).execute();
  await db.schema
    .createTable('feedback_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('content', binary, (c) => c.notNull())
    // Set when a feedback claims it; an image claimed once cannot be attached again.
    .addColumn('feedback_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Card and QR payments counted against the daily spending limit (HKD minor units).
  await db.schema
    .createTable('card_spending')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    // 'qr' (FPS QR payment); 'card' when the card network posts.
    .addColumn('source', 'text', (c) => c.notNull())
    // The transfer (or card authorisation) it belongs to; its status decides whether it counts.
    .addColumn('transfer_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // The amount in HKD minor units (other currencies at the bank's selling rate of the day).
    .addColumn('hkd_amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_spending_day_idx').on('card_spending').columns(['customer_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'card_spending',
    'feedback_images',
    'feedback',
    'phone_banking_pins',
    'open_api_consents',
    'notice_cursors',
    'reminders_sent',
    'prompt_settings',
    'notice_preferences',
    'mobile_changes',
    'email_outbox',
    'email_changes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('customers').dropColumn('email_updated_at').execute();
  await db.schema.alterTable('customers').dropColumn('email').execute();
}
