// Four eyes on a published journey (docs/publishing.md): the studio's staff with their roles,
// their sessions and the public keys their browsers sign approvals with; the approvals and
// rejections of each version; each version's change class; and the registry's audit log, each
// entry holding the hash of the one before.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('staff_id', 'text', (c) => c.primaryKey())
    .addColumn('login_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // 'author' | 'approver' | 'qa'
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // Base 32 TOTP secret of the staff member's authenticator.
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    // The last 30-second step whose code was accepted: a code is accepted once.
    .addColumn('last_otp_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_keys')
    // The SHA-256 of the public key (JWK, its members in order).
    .addColumn('key_id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('version_approvals')
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    // 'approve' | 'reject'
    .addColumn('decision', 'text', (c) => c.notNull())
    // What was signed: the version's fingerprint and class.
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('change_class', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('version_approvals_pk', ['flow_id', 'number', 'staff_id'])
    .execute();
  await db.schema.alterTable('flow_versions').addColumn('change_class', 'text').execute();
  await db.schema
    .createTable('registry_audit')
    .addColumn('seq', 'integer', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text')
    .addColumn('number', 'integer')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registry_audit').execute();
  await db.schema.alterTable('flow_versions').dropColumn('change_class').execute();
  await db.schema.dropTable('version_approvals').execute();
  await db.schema.dropTable('staff_keys').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff').execute();
}
