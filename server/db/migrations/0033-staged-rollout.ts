// Staged rollout (docs/publishing.md): a version may go to a share of customers, some channels
// or some languages first; what approvers sign includes it. The bank counts, per version, the
// money-moving requests it answered and refused, and rolls a version back on its own when the
// refusals pass the rate its rollout allows.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON (domain/publishing/rollout.ts); null: every customer.
  await db.schema.alterTable('flow_versions').addColumn('rollout', 'text').execute();
  await db.schema
    .createTable('flow_version_outcomes')
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('answered', 'integer', (c) => c.notNull())
    .addColumn('refused', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('flow_version_outcomes_pk', ['flow_id', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flow_version_outcomes').execute();
  await db.schema.alterTable('flow_versions').dropColumn('rollout').execute();
}
