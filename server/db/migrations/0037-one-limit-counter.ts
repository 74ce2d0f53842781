// The bank's limits on one mechanism (services/bank/limits/window-counter.ts): the FPS name
// look-ups count in rate_limit_windows as the API's per-address limit does, so the table of
// counted events goes. Counts in it when the bank is upgraded start afresh: a window at most.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('limit_events').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('limit_events')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('limit_events_subject').on('limit_events').columns(['scope', 'subject', 'at']).execute();
}
