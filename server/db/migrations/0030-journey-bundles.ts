// A published journey's code (docs/publishing.md): publishing compiles the version's forms and
// request validators into a bundle, its entry module and any part it loads on demand, each file
// named by its content. The files live in the database so that every bank process sharing it
// serves them; `sha256` lets a process refuse a file changed by hand after publishing.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journey_bundles')
    // `<journey folder>-<content hash>.js`: the address the browser imports it from.
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    // 1 for the module the shell imports; 0 for a part the entry loads on demand.
    .addColumn('entry', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('journey_bundles_version').on('journey_bundles').columns(['flow_id', 'number']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('journey_bundles').execute();
}
