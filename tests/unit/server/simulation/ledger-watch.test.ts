// The ledger check after every operation (server/simulation/invariants-ledger.ts) keeps each
// account's postings' sum as postings are written: on a copy of the simulation's world, the
// ledger is broken by hand after the first check, and the next check must report it from the
// postings written since (on SQLite, read by rowid); the untouched world must pass.
import { describe, expect } from 'vitest';
import type { Store } from '../../../../server/db/connect.js';
import { LedgerWatch } from '../../../../server/simulation/invariants-ledger.js';
import { it } from '../support/simulation-world.js';


/** Posts an entry's lines and moves the accounts' cached balances by `moved` (the bank's way when equal). */
async function post(store: Store, entryId: string, lines: { accountId: string; amount: number }[], moved = lines) {
  await store.db.insertInto('journal_entries').values({ id: entryId, kind: 'transfer', reference: entryId, created_at: '2026-03-10T02:00:00.000Z' }).execute();
  await store.db.insertInto('postings').values(lines.map((l, i) => ({ entry_id: entryId, line_no: i + 1, account_id: l.accountId, amount: l.amount }))).execute();
  for (const m of moved) await store.db.updateTable('accounts').set((eb) => ({ balance: eb('balance', '+', m.amount) })).where('id', '=', m.accountId).execute();
}

describe('the ledger check after every operation', () => {
  it('passes on the untouched world and after a balanced entry', async ({ sim: { world, store } }) => {
    const watch = new LedgerWatch('sqlite');
    expect(await watch.check(store.db)).toEqual([]);
    const [a, b] = world.customers;
    await post(store, 'JESIMOK', [
      { accountId: a!.savings.id, amount: -500 },
      { accountId: b!.savings.id, amount: 500 },
    ]);
    expect(await watch.check(store.db)).toEqual([]);
  });

  it('reports a balance moved twice for one posting (a debit applied twice)', async ({ sim: { world, store } }) => {
    const watch = new LedgerWatch('sqlite');
    expect(await watch.check(store.db)).toEqual([]);
    const [a, b] = world.customers;
    const lines = [
      { accountId: a!.savings.id, amount: -500 },
      { accountId: b!.savings.id, amount: 500 },
    ];
    await post(store, 'JESIMTWICE', lines, [...lines, lines[0]!]);
    const before = await store.db.selectFrom('accounts').select('balance').where('id', '=', a!.savings.id).executeTakeFirstOrThrow();
    const problems = await watch.check(store.db);
    expect(problems).toContain(`account ${a!.savings.id} caches ${before.balance} but postings sum to ${before.balance + 500}`);
    expect(problems).toContain('currency HKD ledger sums to -500');
  });

  it('reports a new entry that does not sum to zero and one with a single line, even when the balances follow', async ({ sim: { world, store } }) => {
    const watch = new LedgerWatch('sqlite');
    expect(await watch.check(store.db)).toEqual([]);
    const [a, b] = world.customers;
    await post(store, 'JESIMUNEVEN', [
      { accountId: a!.savings.id, amount: -500 },
      { accountId: b!.savings.id, amount: 400 },
    ]);
    await post(store, 'JESIMONELINE', [{ accountId: b!.current.id, amount: 100 }]);
    const problems = await watch.check(store.db);
    expect(problems).toContain('entry JESIMUNEVEN sums to -100');
    expect(problems).toContain('entry JESIMONELINE has 1 line(s)');
    // Each currency still balances (-500 + 400 + 100): only the entries show it.
    expect(problems.filter((p) => p.startsWith('currency'))).toEqual([]);
  });
});
