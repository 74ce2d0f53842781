// Devices and channels: passkeys (WebAuthn credentials and their one-time challenges),
// device signing keys for certificate signing, signing requests and signed documents,
// and face-scan captures. Nothing here is a secret: public keys, hashes and counters only.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkey_credentials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('device_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkey_credentials_customer_idx').on('passkey_credentials').column('customer_id').execute();

  await db.schema
    .createTable('passkey_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('device_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('device_keys_customer_device_uq', ['customer_id', 'device_id'])
    .execute();

  await db.schema
    .createTable('signing_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('seal_type', 'text', (c) => c.notNull())
    .addColumn('document_ref', 'text', (c) => c.notNull())
    .addColumn('seal_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text')
    .addColumn('signature', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_requests').execute();
  await db.schema.dropTable('device_keys').execute();
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkey_credentials').execute();
}
