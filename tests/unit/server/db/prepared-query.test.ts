// Prepared queries (server/db/prepared.ts): built and compiled once, they run the same SQL as
// the builder they are written with, with each call's own parameters, inside the caller's
// transaction, and refuse a parameter that does not reach the statement as a value.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../../../server/db/connect.js';
import { migrateToLatest } from '../../../../server/db/migrate.js';
import { prepared, preparedInsert } from '../../../../server/db/prepared.js';

let store: Store;
beforeEach(async () => {
  store = openStore(':memory:');
  await migrateToLatest(store.db);
});
afterEach(async () => {
  await store.db.destroy();
});

const insertEvent = preparedInsert('auth_events');
const eventsOf = prepared<{ customerId: string; outcome: string }>()((db, p) =>
  db.selectFrom('auth_events').select(['id', 'event', 'detail']).where('customer_id', '=', p.customerId).where('outcome', '=', p.outcome).orderBy('id'),
);

function event(id: string, customerId: string, outcome: string, detail?: string | null) {
  return { id, at: '2026-01-02T03:04:05.000Z', customer_id: customerId, subject: null, event: 'token-otp', outcome, ip: null, detail };
}

describe('prepared queries', () => {
  it('run the SQL of their builder with each call’s parameters', async () => {
    await insertEvent(store.db, event('AE1', 'CU1', 'success', '{"a":1}'));
    await insertEvent(store.db, event('AE2', 'CU1', 'failure', null));
    await insertEvent(store.db, event('AE3', 'CU2', 'success', undefined));

    expect(await eventsOf.all(store.db, { customerId: 'CU1', outcome: 'success' })).toEqual([{ id: 'AE1', event: 'token-otp', detail: '{"a":1}' }]);
    expect(await eventsOf.all(store.db, { customerId: 'CU2', outcome: 'success' })).toEqual([{ id: 'AE3', event: 'token-otp', detail: null }]);
    expect(await eventsOf.first(store.db, { customerId: 'CU2', outcome: 'failure' })).toBeUndefined();
    // The same rows as the builder written inline.
    const inline = await store.db.selectFrom('auth_events').select(['id', 'event', 'detail']).where('customer_id', '=', 'CU1').orderBy('id').execute();
    expect([...(await eventsOf.all(store.db, { customerId: 'CU1', outcome: 'success' })), ...(await eventsOf.all(store.db, { customerId: 'CU1', outcome: 'failure' }))]).toEqual(inline);
  });

  it('insert only the columns given, as values(row) does (an undefined column takes its default)', async () => {
    await insertEvent(store.db, event('AE4', 'CU1', 'success', undefined));
    await insertEvent(store.db, event('AE5', 'CU1', 'success', 'kept'));
    const rows = await store.db.selectFrom('auth_events').select(['id', 'detail']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'AE4', detail: null },
      { id: 'AE5', detail: 'kept' },
    ]);
  });

  it('run in the caller’s transaction: a rolled-back write is gone', async () => {
    await expect(
      store.db.transaction().execute(async (trx) => {
        await insertEvent(trx, event('AE6', 'CU9', 'success'));
        expect(await eventsOf.all(trx, { customerId: 'CU9', outcome: 'success' })).toHaveLength(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await eventsOf.all(store.db, { customerId: 'CU9', outcome: 'success' })).toEqual([]);
  });

  it('refuse a parameter that is not a value of the statement', async () => {
    const unused = prepared<{ customerId: string; order: string }>()((db, p) => {
      void p.order;
      return db.selectFrom('auth_events').selectAll().where('customer_id', '=', p.customerId);
    });
    await expect(unused.all(store.db, { customerId: 'CU1', order: 'id' })).rejects.toThrow(/parameter "order" is not a value/);
    const inlined = prepared<{ column: string }>()((db, p) => db.selectFrom('auth_events').select(sql<string>`${sql.raw(p.column)}`.as('x')));
    await expect(inlined.all(store.db, { column: 'id' })).rejects.toThrow(/parameter "column" is not a value/);
  });
});
