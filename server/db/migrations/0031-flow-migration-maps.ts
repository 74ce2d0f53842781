// Migration maps (docs/publishing.md): for an urgent fix, a published version is withdrawn and
// every run on it moves, step by step, to the version that replaces it. One map per withdrawn
// version; `steps` is JSON: each step of the withdrawn version -> its step in the new one.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flow_migration_maps')
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('from_number', 'integer', (c) => c.notNull())
    .addColumn('to_number', 'integer', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('flow_migration_maps_pk', ['flow_id', 'from_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flow_migration_maps').execute();
}
