// Settings: the customer's date of birth (with the identity number it proves who asks for a
// forgotten password) and when the password last changed; the forgotten-password requests
// (one per identity check, answered by an SMS code to the registered mobile).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // 'YYYY-MM-DD'; null for a customer the bank holds no date of birth for (no online reset).
  await db.schema.alterTable('customers').addColumn('birth_date', 'text').execute();
  await db.schema.alterTable('customers').addColumn('password_changed_at', 'text').execute();

  await db.schema
    .createTable('password_resets')
    // SHA-256 of the ticket handed to the browser; the ticket itself is never stored.
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    // The SMS code's transaction id (not secret: it is printed in the SMS).
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    // 'pending' -> 'used' | 'expired'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_customer_idx').on('password_resets').columns(['customer_id', 'created_at']).execute();

  // Limits the customer set below the bank's own (daily transfers, daily card and QR spending,
  // daily ATM withdrawals), in minor units of HKD. No row: the bank's default applies.
  await db.schema
    .createTable('customer_limits')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_limits_pk', ['customer_id', 'kind', 'currency'])
    .execute();
  // ATM card use outside Hong Kong: off unless the customer turns it on, up to a date.
  await db.schema
    .createTable('atm_overseas')
    .addColumn('customer_id', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    // 'YYYY-MM-DD', the last day overseas use is allowed (Hong Kong date).
    .addColumn('until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Personal details beyond the identity the bank opened the account with: phone numbers
  // (E.164) and the correspondence address (the spec's address form, as JSON).
  await db.schema
    .createTable('customer_contacts')
    .addColumn('customer_id', 'text', (c) => c.primaryKey())
    .addColumn('home_phone', 'text')
    .addColumn('office_phone', 'text')
    .addColumn('address_json', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_contacts').execute();
  await db.schema.dropTable('atm_overseas').execute();
  await db.schema.dropTable('customer_limits').execute();
  await db.schema.dropTable('password_resets').execute();
  await db.schema.alterTable('customers').dropColumn('password_changed_at').execute();
  await db.schema.alterTable('customers').dropColumn('birth_date').execute();
}
