// The check after each operation reads every e-cheque only when a statement wrote the table
// (invariants-journeys.ts): the fault layer, which every statement of the bank's process passes,
// must notice each such write, and only those, or a cheque's state could move unseen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openStore, type Store } from '../../../../server/db/connect.js';
import { FaultState, faultDialect } from '../../../../server/simulation/faults.js';
import { Prng } from '../../../../server/simulation/prng.js';
import { copyOfTemplate, sqliteWorld } from '../../../../server/simulation/world.js';

let copy: { file: string; dispose(): void };
let store: Store;
let state: FaultState;

beforeEach(async () => {
  copy = copyOfTemplate(await sqliteWorld(2));
  state = new FaultState(new Prng(1), 0);
  store = openStore(copy.file, undefined, faultDialect(state));
});
afterEach(async () => {
  await store.close();
  copy.dispose();
});

describe('the fault layer notices writes of the e-cheques table', () => {
  it('marks an update and a delete of e_cheques, and a write after a WITH', async () => {
    await store.db.updateTable('e_cheques').set({ status_reason: 'x' }).where('id', '=', 'none').execute();
    expect(state.chequesWritten).toBe(true);
    state.chequesWritten = false;
    await store.db.deleteFrom('e_cheques').where('id', '=', 'none').execute();
    expect(state.chequesWritten).toBe(true);
    state.chequesWritten = false;
    await sql`with unused as (select 1) update e_cheques set status_reason = 'y' where id = 'none'`.execute(store.db);
    expect(state.chequesWritten).toBe(true);
  });

  it('leaves reads of e_cheques and writes of other tables (e_cheque_deposits too) unmarked', async () => {
    await store.db.selectFrom('e_cheques').select(['id', 'status']).execute();
    await store.db.updateTable('e_cheque_deposits').set({ status: 'pending' }).where('id', '=', 'none').execute();
    await store.db.updateTable('accounts').set({ status: 'active' }).where('id', '=', 'none').execute();
    expect(state.chequesWritten).toBe(false);
  });
});
