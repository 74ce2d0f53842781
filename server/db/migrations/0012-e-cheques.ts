// E-cheques: the cheques customers draw (with the fingerprint of the signed PDF the bank gave
// out) and the deposits of them, which clear or bounce on the clearing date.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('e_cheques')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cheque_no', 'text', (c) => c.notNull())
    .addColumn('drawer_customer_id', 'text', (c) => c.notNull())
    .addColumn('drawer_account_id', 'text', (c) => c.notNull())
    .addColumn('drawer_account_no', 'text', (c) => c.notNull())
    .addColumn('drawer_name', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('cheque_date', 'text', (c) => c.notNull())
    .addColumn('memo', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pdf_sha256', 'text', (c) => c.notNull())
    // The PDF as issued (base64, a few kB): ECDSA signatures are randomised, so it cannot be rebuilt.
    .addColumn('pdf_base64', 'text', (c) => c.notNull())
    .addColumn('stop_fee_account_id', 'text')
    .addColumn('stop_entry_id', 'text')
    .addColumn('status_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('e_cheques_account_no_unique', ['drawer_account_id', 'cheque_no'])
    .execute();
  await db.schema.createIndex('e_cheques_drawer_idx').on('e_cheques').columns(['drawer_customer_id', 'created_at']).execute();

  await db.schema
    .createTable('e_cheque_deposits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One deposit per cheque: a second one is refused by the service, and by this constraint.
    .addColumn('cheque_id', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('clearing_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('bounce_reason', 'text')
    .addColumn('entry_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('e_cheque_deposits_due_idx').on('e_cheque_deposits').columns(['status', 'clearing_date']).execute();
  await db.schema.createIndex('e_cheque_deposits_customer_idx').on('e_cheque_deposits').columns(['customer_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('e_cheque_deposits').execute();
  await db.schema.dropTable('e_cheques').execute();
}
