// Notices from the bank (spec: notice/list) and who has read them. A notice is for every
// customer (customer_id null) or for one; a read is one row per notice and customer, so a
// notice to everyone is stored once and its read state is each customer's own. The demo
// notices (to every customer, in the three languages) are seeded on start: server/seed/notices.ts.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null: a notice to every customer.
    .addColumn('customer_id', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title_zh_tw', 'text', (c) => c.notNull())
    .addColumn('title_zh_cn', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('summary_zh_tw', 'text', (c) => c.notNull())
    .addColumn('summary_zh_cn', 'text', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('body_zh_tw', 'text', (c) => c.notNull())
    .addColumn('body_zh_cn', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_customer_idx').on('notices').columns(['customer_id', 'published_at']).execute();
  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'customer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice_reads').execute();
  await db.schema.dropTable('notices').execute();
}
