// The customer's row lock: every instruction of one customer runs one at a time, so
// balances, limits and earlier answers are read as they stand. On SQLite the transaction is
// already serialised (db/lock.ts); on PostgreSQL this is the SELECT ... FOR UPDATE.
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { forUpdate } from '../../../db/lock.js';
import { prepared } from '../../../db/prepared.js';

const customerRow = prepared<{ customerId: string }>()((db, p, dialect) =>
  forUpdate(db.selectFrom('customers').select('id').where('id', '=', p.customerId), dialect),
);

export async function lockCustomer(ctx: AppContext, trx: Transaction<Database>, customerId: string): Promise<void> {
  // On SQLite the statement would lock nothing (the transaction holds the only connection
  // from start to end) and its row is not read: a statement of every instruction saved.
  if (ctx.store.dialect === 'sqlite') return;
  await customerRow.run(trx, { customerId });
}
