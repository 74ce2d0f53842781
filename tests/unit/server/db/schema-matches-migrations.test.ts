// server/db/schema.ts (the types every query is checked against) says what the migrations make:
// a fresh database migrated to the latest has exactly the tables the Database interface lists,
// each with exactly the columns its table interface declares. A column added by a migration and
// forgotten in the types (or the other way round) fails here, not in a query at run time.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../../server/db/connect.js';
import { migrateToLatest } from '../../../../server/db/migrate.js';

const SCHEMA = fs.readFileSync('server/db/schema.ts', 'utf8');

/** The interface body of `name` in schema.ts, its members' names (`name?: type;` lines, comments left out). */
function members(name: string): string[] {
  const start = SCHEMA.indexOf(`export interface ${name} {`);
  if (start < 0) throw new Error(`no interface ${name} in server/db/schema.ts`);
  const body = SCHEMA.slice(start, SCHEMA.indexOf('\n}', start));
  return [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((m) => m[1]!);
}

function declared(): Map<string, string[]> {
  const start = SCHEMA.indexOf('export interface Database {');
  const body = SCHEMA.slice(start, SCHEMA.indexOf('\n}', start));
  return new Map([...body.matchAll(/^ {2}(\w+): (\w+);/gm)].map((m) => [m[1]!, members(m[2]!)]));
}

describe('the database types', () => {
  it('list every table the migrations make, each with its columns', async () => {
    const store = openStore(':memory:');
    try {
      await migrateToLatest(store.db);
      const tables = (await store.db.introspection.getTables()).filter((t) => !t.name.startsWith('kysely_'));
      const made = new Map(tables.map((t) => [t.name, t.columns.map((c) => c.name).sort()]));
      const types = declared();
      expect([...types.keys()].sort()).toEqual([...made.keys()].sort());
      for (const [table, columns] of made) expect(types.get(table)!.slice().sort(), table).toEqual(columns);
    } finally {
      await store.close();
    }
  });
});
