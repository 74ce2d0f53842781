// The SQLite driver's group commit (server/db/sqlite-driver.ts): concurrent transactions on a
// database FILE each commit or roll back on their own, a transaction is reported done only once
// another connection can read it, and the bank's money rules hold under concurrent submits.
// Prepared queries, which run straight on the driver, keep the same rules.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { sql, type CompiledQuery, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWN_BANK_CODE } from '../../../../server/config.js';
import { openStore, type DialectWrapper, type Store } from '../../../../server/db/connect.js';
import { prepared } from '../../../../server/db/prepared.js';
import { account, activateToken, startBank, type Bank } from '../support/helpers';
import { ledgerProblems } from '../support/ledger-check';
import { sendWithOneKey, transferRequest } from '../support/transfer-requests';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('group commit on a SQLite file', () => {
  let store: Store;
  beforeEach(async () => {
    store = openStore(path.join(dir, 'plain.sqlite'));
    await sql`create table items (id integer primary key, label text not null unique)`.execute(store.db);
  });
  afterEach(async () => {
    await store.close();
  });

  const insertIn = (label: string, fail = false) =>
    store.db.transaction().execute(async (trx) => {
      await trx.insertInto('items' as never).values({ label } as never).execute();
      if (fail) throw new Error(`refused ${label}`);
      return label;
    });

  it('commits every concurrent transaction, rolls back only the failing ones', async () => {
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => insertIn(`item-${i}`, i % 7 === 3)));
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(6);
    // Read by another connection: what was reported done is committed to the file.
    const other = new SqliteDatabase(path.join(dir, 'plain.sqlite'), { readonly: true });
    const labels = (other.prepare('select label from items').all() as { label: string }[]).map((r) => r.label).sort();
    other.close();
    const expected = Array.from({ length: 40 }, (_, i) => i)
      .filter((i) => i % 7 !== 3)
      .map((i) => `item-${i}`)
      .sort();
    expect(labels).toEqual(expected);
  });

  it('reports a transaction done only after its commit reached the file', async () => {
    const other = new SqliteDatabase(path.join(dir, 'plain.sqlite'), { readonly: true });
    const count = () => (other.prepare('select count(*) as n from items').get() as { n: number }).n;
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        await insertIn(`seen-${i}`);
        seen.push(count());
      }),
    );
    other.close();
    // Each transaction, once done, is visible to another connection together with those before it.
    seen.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(i + 1));
  });

  it('a constraint failure inside a group refuses that transaction only', async () => {
    await insertIn('taken');
    const results = await Promise.allSettled([insertIn('a'), insertIn('taken'), insertIn('b')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rows = await store.db.selectFrom('items' as never).select(sql<string>`label`.as('label')).execute();
    expect(rows.map((r) => r.label).sort()).toEqual(['a', 'b', 'taken']);
  });

  it('a savepoint inside a transaction rolls back on its own', async () => {
    const trx = await store.db.startTransaction().execute();
    await trx.insertInto('items' as never).values({ label: 'kept' } as never).execute();
    const inner = await trx.savepoint('inner').execute();
    await inner.insertInto('items' as never).values({ label: 'undone' } as never).execute();
    await inner.rollbackToSavepoint('inner').execute();
    await trx.commit().execute();
    const rows = await store.db.selectFrom('items' as never).select(sql<string>`label`.as('label')).execute();
    expect(rows.map((r) => r.label)).toEqual(['kept']);
  });

  it('plain statements outside a transaction still work between groups', async () => {
    await Promise.all([insertIn('x'), sql`insert into items (label) values ('plain')`.execute(store.db), insertIn('y')]);
    const other = new SqliteDatabase(path.join(dir, 'plain.sqlite'), { readonly: true });
    const n = (other.prepare('select count(*) as n from items').get() as { n: number }).n;
    other.close();
    expect(n).toBe(3);
  });
});

describe('plain writes outside a transaction on a SQLite file', () => {
  let store: Store;
  beforeEach(async () => {
    store = openStore(path.join(dir, 'plain.sqlite'));
    await sql`create table items (id integer primary key, label text not null unique)`.execute(store.db);
  });
  afterEach(async () => {
    await store.close();
  });

  it('commit together, each done only once another connection can read it; a failing one is refused alone', async () => {
    await sql`insert into items (label) values ('taken')`.execute(store.db);
    const other = new SqliteDatabase(path.join(dir, 'plain.sqlite'), { readonly: true });
    const has = (label: string) => other.prepare('select count(*) as n from items where label = ?').pluck().get(label) === 1;
    const labels = ['p-0', 'p-1', 'taken', 'p-2', 'p-3'];
    const results = await Promise.allSettled(
      labels.map(async (label) => {
        await store.db.insertInto('items' as never).values({ label } as never).execute();
        return has(label);
      }),
    );
    other.close();
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual([true, true, 'refused', true, true]);
    const rows = await store.db.selectFrom('items' as never).select(sql<string>`label`.as('label')).execute();
    expect(rows.map((r) => r.label).sort()).toEqual(['p-0', 'p-1', 'p-2', 'p-3', 'taken']);
  });

  it('an insert with returning is done only once committed', async () => {
    const other = new SqliteDatabase(path.join(dir, 'plain.sqlite'), { readonly: true });
    const row = await sql<{ id: number }>`insert into items (label) values ('returned') returning id`.execute(store.db);
    const seen = other.prepare('select count(*) from items where id = ?').pluck().get(row.rows[0]!.id);
    other.close();
    expect(seen).toBe(1);
  });
});

describe('prepared queries straight on the driver, on a SQLite file', () => {
  let store: Store;
  beforeEach(async () => {
    store = openStore(path.join(dir, 'plain.sqlite'));
    await sql`create table items (id integer primary key, label text not null unique)`.execute(store.db);
  });
  afterEach(async () => {
    await store.close();
  });

  // `items` is not a table of the bank's schema: the builder is told so.
  const insertItem = prepared<{ label: string }>()((db, p) => db.insertInto('items' as never).values({ label: p.label } as never));
  const labelsLike = prepared<{ pattern: string }>()((db, p) =>
    db.selectFrom('items' as never).select(sql<string>`label`.as('label')).where(sql.ref('label'), 'like', p.pattern).orderBy(sql.ref('label')),
  );
  const otherConnection = () => new SqliteDatabase(path.join(dir, 'plain.sqlite'), { readonly: true });

  it('in concurrent transactions: each commits or rolls back on its own, and reads its own writes', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        store.db.transaction().execute(async (trx) => {
          await insertItem.run(trx, { label: `t-${i}` });
          await insertItem.run(trx, { label: `t-${i}-second` });
          const own = await labelsLike.all(trx, { pattern: `t-${i}%` });
          expect(own.map((r) => r.label)).toEqual([`t-${i}`, `t-${i}-second`]);
          if (i % 4 === 1) throw new Error('refused');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3);
    const other = otherConnection();
    const labels = (other.prepare('select label from items').pluck().all() as string[]).sort();
    other.close();
    const kept = Array.from({ length: 12 }, (_, i) => i).filter((i) => i % 4 !== 1);
    expect(labels).toEqual(kept.flatMap((i) => [`t-${i}`, `t-${i}-second`]).sort());
  });

  it('a constraint failure is a rejection of that transaction only, never a throw on the spot', async () => {
    await insertItem.run(store.db, { label: 'taken' });
    const attempt = (label: string) =>
      store.db.transaction().execute(async (trx) => {
        await insertItem.run(trx, { label: `${label}-first` });
        await insertItem.run(trx, { label });
      });
    const results = await Promise.allSettled([attempt('a'), attempt('taken'), attempt('b')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await labelsLike.all(store.db, { pattern: '%' })).map((r) => r.label)).toEqual(['a', 'a-first', 'b', 'b-first', 'taken']);
  });

  it('a write outside a transaction is done only once another connection can read it; a failing one is refused alone', async () => {
    await insertItem.run(store.db, { label: 'taken' });
    const other = otherConnection();
    const has = (label: string) => other.prepare('select count(*) from items where label = ?').pluck().get(label) === 1;
    const results = await Promise.allSettled(
      ['w-0', 'w-1', 'taken', 'w-2'].map(async (label) => {
        await insertItem.run(store.db, { label });
        return has(label);
      }),
    );
    other.close();
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual([true, true, 'refused', true]);
  });

  it('under a dialect wrapper, every prepared statement still passes the wrapper', async () => {
    const seen: string[] = [];
    const counting: DialectWrapper = (inner) => ({
      createAdapter: () => inner.createAdapter(),
      createQueryCompiler: () => inner.createQueryCompiler(),
      createIntrospector: (db) => inner.createIntrospector(db),
      createDriver: () => {
        const driver = inner.createDriver();
        return Object.assign(Object.create(driver) as Driver, {
          acquireConnection: async () => {
            const connection = await driver.acquireConnection();
            return {
              executeQuery: (query: CompiledQuery) => {
                seen.push(query.sql);
                return connection.executeQuery(query);
              },
              streamQuery: connection.streamQuery.bind(connection),
              inner: connection,
            };
          },
          releaseConnection: (c: DatabaseConnection) => driver.releaseConnection((c as unknown as { inner: DatabaseConnection }).inner),
          beginTransaction: (c: DatabaseConnection, settings: TransactionSettings) => driver.beginTransaction((c as unknown as { inner: DatabaseConnection }).inner, settings),
          commitTransaction: (c: DatabaseConnection) => driver.commitTransaction((c as unknown as { inner: DatabaseConnection }).inner),
          rollbackTransaction: (c: DatabaseConnection) => driver.rollbackTransaction((c as unknown as { inner: DatabaseConnection }).inner),
        });
      },
    });
    const wrapped = openStore(path.join(dir, 'wrapped.sqlite'), undefined, counting);
    try {
      await sql`create table items (id integer primary key, label text not null unique)`.execute(wrapped.db);
      seen.length = 0;
      await insertItem.run(wrapped.db, { label: 'alone' });
      await wrapped.db.transaction().execute(async (trx) => {
        await insertItem.run(trx, { label: 'inside' });
        await labelsLike.all(trx, { pattern: '%' });
      });
      expect(seen.filter((q) => q.startsWith('insert'))).toHaveLength(2);
      expect(seen.filter((q) => q.startsWith('select'))).toHaveLength(1);
    } finally {
      await wrapped.close();
    }
  });
});

describe('concurrent transfers on a SQLite file', () => {
  let bank: Bank;
  beforeEach(async () => {
    bank = await startBank({ databaseUrl: path.join(dir, 'bank.sqlite'), tokenSeedKey: randomBytes(32).toString('hex') });
  });
  afterEach(async () => {
    await bank.close();
  });

  it('never overdraws: of six concurrent HKD 10,000 transfers from HKD 45,320.80 four go through', async () => {
    const wong = await bank.login('wong.siuming');
    const chan = await bank.login('chan.taiman');
    const from = await account(bank, wong, '01', 'HKD');
    const to = await account(bank, chan, '01', 'HKD');
    expect(from.balance).toBe(4_532_080);
    // One device per transfer: a device's code is accepted once per 30-second step.
    const devices = [];
    for (let i = 0; i < 6; i += 1) devices.push(await activateToken(bank, wong));
    const answers = await Promise.all(
      devices.map((device) =>
        bank.call(
          'ITSI300001',
          transferRequest(bank, device, { fromAccountId: from.accountId, payee: { name: 'CHAN TAI MAN', bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, currency: 'HKD', amount: 1_000_000 }),
          { token: wong },
        ),
      ),
    );
    const codes = answers.map((a) => a.header.responseCode).sort();
    expect(codes).toEqual(['00000', '00000', '00000', '00000', 'E300000001', 'E300000001']);
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(532_080);
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(to.balance + 4_000_000);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('concurrent retries with one idempotency key move money once', async () => {
    const chan = await bank.login('chan.taiman');
    const wong = await bank.login('wong.siuming');
    const device = await activateToken(bank, chan);
    const from = await account(bank, chan, '01', 'HKD');
    const to = await account(bank, wong, '01', 'HKD');
    await sendWithOneKey(bank, chan, device, {
      fromAccountId: from.accountId,
      payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: to.accountNo },
      currency: 'HKD',
      amount: 12_345,
    });
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(from.balance - 12_345);
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(to.balance + 12_345);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });
});
