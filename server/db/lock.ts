// Row locks for PostgreSQL. SQLite has no SELECT ... FOR UPDATE, and needs none: Kysely runs
// a SQLite transaction on its single connection, so transactions are already serialised.
import type { SelectQueryBuilder } from 'kysely';
import type { DialectName } from './connect.js';

export function forUpdate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dialect: DialectName,
): SelectQueryBuilder<DB, TB, O> {
  return dialect === 'postgres' ? query.forUpdate() : query;
}
