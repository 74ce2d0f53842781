// What several bank processes on one database must share instead of keeping in memory:
// the sandbox clock's offset (also survives a restart), the per-client request windows of
// the API rate limit, and the timestamps of counted events (FPS name look-ups).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row: how far the sandbox clock was moved ahead of real time (ITSI900002).
  await db.schema
    .createTable('bank_clock')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('offset_ms', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Fixed windows per key (route and client address): hits so far and when the window ends,
  // in epoch milliseconds of real time (a rate limit protects the machine, not the sandbox day).
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_windows_ends').on('rate_limit_windows').column('ends_at').execute();

  // Sliding-window limits counted on the bank's clock: one row per counted event.
  await db.schema
    .createTable('limit_events')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('limit_events_subject').on('limit_events').columns(['scope', 'subject', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('limit_events').execute();
  await db.schema.dropTable('rate_limit_windows').execute();
  await db.schema.dropTable('bank_clock').execute();
}
