// The flow registry (docs/publishing.md): every version of a journey's definition made on top
// of the baseline a build ships in flows/. A version is the definition as its author wrote it,
// the definition as the engine runs it (shared texts and parts expanded) and the fingerprint of
// the latter, the same `#hash` every money-moving request of the journey names in its header.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flow_versions')
    .addColumn('flow_id', 'text', (c) => c.notNull())
    // The definition's `version`: above the baseline's, one more for each version made.
    .addColumn('number', 'integer', (c) => c.notNull())
    // The first 16 hex digits of the SHA-256 of `compiled` (codegen/gen/journeys.ts flowHash).
    .addColumn('hash', 'text', (c) => c.notNull())
    // The authoring text (flows/<area>/<name>.json as it would be written back).
    .addColumn('definition', 'text', (c) => c.notNull())
    // The flow.json the engine runs, whose fingerprint `hash` is.
    .addColumn('compiled', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    // The version it was made from: a registry version's number, or the baseline's.
    .addColumn('based_on', 'integer', (c) => c.notNull())
    // 'draft' | 'published' | 'retired'
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text')
    .addColumn('published_at', 'text')
    .addColumn('retired_by', 'text')
    .addColumn('retired_at', 'text')
    .addPrimaryKeyConstraint('flow_versions_pk', ['flow_id', 'number'])
    .execute();
  await db.schema.createIndex('flow_versions_hash').on('flow_versions').columns(['flow_id', 'hash']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flow_versions').execute();
}
