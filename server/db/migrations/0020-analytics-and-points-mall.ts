// Analytics events and the points mall.
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

  // The points mall (spec sections 3 and 4, the goods-style option selector): each customer's
  // points balance (opened with the welcome points on first use), the stock of each option
  // combination (the goods themselves are the catalogue in server/services/customer/points-mall), and
  // the redemptions, which keep their idempotency key, fingerprint and answer.
  await db.schema
    .createTable('points_balances')
    .addColumn('customer_id', 'text', (c) => c.primaryKey())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mall_stock')
    .addColumn('sku_id', 'text', (c) => c.primaryKey())
    .addColumn('goods_id', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('points_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('goods_id', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('points_redemptions_key', ['customer_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('points_redemptions').execute();
  await db.schema.dropTable('mall_stock').execute();
  await db.schema.dropTable('points_balances').execute();
  await db.schema.dropTable('analytics_events').execute();
}
