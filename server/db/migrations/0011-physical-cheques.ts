// Physical cheque books and the bulk stop of their cheques. One row per cheque (so a status
// change is one update and "only unused cheques" is a query), and one row per stop instruction
// with its fee entry and the result of every cheque it covered.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cheque_books')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('first_no', 'integer', (c) => c.notNull())
    .addColumn('last_no', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cheque_books_customer_idx').on('cheque_books').columns(['customer_id']).execute();
  await db.schema
    .createTable('cheques')
    .addColumn('book_id', 'text', (c) => c.notNull())
    .addColumn('cheque_no', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stop_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cheques_pk', ['book_id', 'cheque_no'])
    .execute();
  await db.schema
    .createTable('cheque_stops')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('book_id', 'text', (c) => c.notNull())
    .addColumn('from_no', 'integer', (c) => c.notNull())
    .addColumn('to_no', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('fee_account_id', 'text', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text')
    .addColumn('results_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cheque_stops').execute();
  await db.schema.dropTable('cheques').execute();
  await db.schema.dropTable('cheque_books').execute();
}
