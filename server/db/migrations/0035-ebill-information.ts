// The e-bill information participants send for accepted e-bill enrolments (spec section 9:
// e-info within 2 working days, retrievable for at least 3 months): one row per enrolment and
// month, kept for three months after it was issued (server/services/money/bill-services/ebill-info.ts).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ebill_information')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrolment_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('bill_month', 'text', (c) => c.notNull())
    .addColumn('issue_date', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ebill_information_month', ['enrolment_id', 'bill_month'])
    .execute();
  await db.schema.createIndex('ebill_information_customer').on('ebill_information').columns(['customer_id', 'issue_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ebill_information').execute();
}
