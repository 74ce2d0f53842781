// Staged rollout judged on abandoned runs too (docs/publishing.md): the shell's page views name
// the journey version on screen (`reserve1`, `<flowId>:<number>`), and the bank counts a
// version's runs started and finished from them, so it looks them up by that name.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('analytics_events_reserve1').on('analytics_events').columns(['reserve1', 'page']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_events_reserve1').execute();
}
