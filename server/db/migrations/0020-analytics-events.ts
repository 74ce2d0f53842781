// Analytics events (spec section 7) as the collector receives them: page views and clicks with
// the listed fields only (domain/analytics/events.ts decides what may be kept). No customer id,
// no account, amount or ID: nothing here points back to a customer.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('prod_id', 'text')
    .addColumn('channel_id', 'text')
    .addColumn('app_id', 'text')
    .addColumn('referrer', 'text')
    .addColumn('cust_source', 'text')
    .addColumn('active_id', 'text')
    .addColumn('manager_id', 'text')
    .addColumn('description', 'text')
    .addColumn('reserve1', 'text')
    .execute();
  await db.schema.createIndex('analytics_events_received_idx').on('analytics_events').columns(['received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
}
