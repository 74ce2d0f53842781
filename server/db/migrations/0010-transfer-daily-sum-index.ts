// The daily-limit sum (services/money/transfers/daily-limit.ts) runs in every transfer's
// transaction. With only (customer_id, created_at) indexed it read every transfer row of the
// customer's day to check currency and status and add the amount; this index holds all the
// columns the sum needs, so it is answered from the index alone.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('transfers_daily_sum_idx')
    .on('transfers')
    .columns(['customer_id', 'currency', 'created_at', 'status', 'amount'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transfers_daily_sum_idx').execute();
}
