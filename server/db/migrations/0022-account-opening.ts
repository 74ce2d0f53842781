// Online account opening: applications (the applicant, the chosen login, contact choices,
// declarations, the bank's questionnaire score and the review state) and the ID photos sent
// with them. The ID number and the photos are kept here only, never in a log.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The photos' bytes: BLOB in SQLite, BYTEA in PostgreSQL.
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('account_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    // submitted -> under-review -> approved | rejected
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    // Normalised (A123456(3), 11010519491231002X); compared on the status query.
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('nationality', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address_json', 'text', (c) => c.notNull())
    .addColumn('login_id', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('contact_json', 'text', (c) => c.notNull())
    .addColumn('declarations_json', 'text', (c) => c.notNull())
    .addColumn('answers_json', 'text', (c) => c.notNull())
    .addColumn('risk_score', 'integer', (c) => c.notNull())
    .addColumn('risk_level', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('review_at', 'text', (c) => c.notNull())
    .addColumn('decide_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('customer_id', 'text')
    // The ATM card mailed on approval; its ledger account is opened when the customer activates it.
    .addColumn('card_no', 'text')
    .addColumn('card_status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('card_activated_at', 'text')
    .execute();
  await db.schema.createIndex('account_applications_due_idx').on('account_applications').columns(['status', 'decide_at']).execute();
  await db.schema.createIndex('account_applications_login_idx').on('account_applications').column('login_id').execute();

  await db.schema
    .createTable('account_application_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text')
    // An upload before the application exists is held by its upload key, then claimed by it.
    .addColumn('upload_key', 'text', (c) => c.notNull())
    // id-front, id-back, selfie
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('content', binary, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_application_images_key_idx').on('account_application_images').columns(['upload_key', 'kind']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_application_images').execute();
  await db.schema.dropTable('account_applications').execute();
}
