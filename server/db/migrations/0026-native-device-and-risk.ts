// The bank app's native device and the sandbox's risk rules: which bound devices may log on
// with fingerprint / Face ID, the single-use challenges of that log-on (answered by the
// device's token after the biometric check), the risk rules that refuse a request with a
// security code (a blocked device, a customer under review, a payee account reported in
// fraud cases), and the customers whose password must be upgraded before they log on.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('biometric_logons')
    // One record per device: the device's token is the customer's (token_devices).
    .addColumn('device_id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('enabled_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('device_logon_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    // 8 random digits: the OCRA question the device's token answers.
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_logon_challenges_device_idx').on('device_logon_challenges').columns(['device_id', 'issued_at']).execute();

  await db.schema
    .createTable('risk_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'device' (a request's termNo), 'customer' (a customer id), 'payee-account' ('bankCode:digits')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('risk_rules_kind_value', ['kind', 'value'])
    .execute();

  // 1: the password was set under the old password system; the customer must set a new one.
  await db.schema.alterTable('customers').addColumn('password_upgrade', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('password_upgrade').execute();
  for (const table of ['risk_rules', 'device_logon_challenges', 'biometric_logons']) await db.schema.dropTable(table).execute();
}
