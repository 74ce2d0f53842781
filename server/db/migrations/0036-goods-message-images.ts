// The pictures a buyer's message of the points mall asks for (domain/goods/messages.ts, type
// image): uploaded before the redemption, which claims each once.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('goods_message_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('content', binary, (c) => c.notNull())
    // Set when a redemption claims it; a picture claimed once cannot be sent again.
    .addColumn('redemption_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goods_message_images').execute();
}
