// The journeys' invariants (server/simulation/invariants-journeys.ts) find what they are for:
// on a copy of the simulation's world, each is broken by hand and must be reported, and the
// untouched world must pass.
import { describe, expect } from 'vitest';
import { isoAt } from '../../../../server/clock.js';
import { checkJourneys, JourneyBaseline } from '../../../../server/simulation/invariants-journeys.js';
import type { Journeys } from '../../../../server/simulation/journeys.js';
import { SIM_START } from '../../../../server/simulation/world.js';
import { it, type WorldCopy } from '../support/simulation-world.js';


const journeys = (statuses: Record<string, string> = {}) => ({ chequeStatus: new Map(Object.entries(statuses)) }) as unknown as Journeys;
const at = isoAt(SIM_START);

async function cheque({ world, store }: WorldCopy, id: string, status: string) {
  const drawer = world.customers[0]!;
  await store.db
    .insertInto('e_cheques')
    .values({ id, cheque_no: id, drawer_customer_id: drawer.customerId, drawer_account_id: drawer.current.id, drawer_account_no: drawer.current.no, drawer_name: drawer.nameEn, payee_name: 'X', currency: 'HKD', amount: 100, cheque_date: '2026-03-10', memo: null, status: status as 'normal', pdf_sha256: '', pdf_base64: '', drawer_cert_no: null, drawer_signed_at: null, stop_fee_account_id: null, stop_entry_id: null, status_reason: null, created_at: at, updated_at: at })
    .execute();
}

describe("the journeys' invariants", () => {
  it('pass on the untouched world', async ({ sim: { world, store } }) => {
    const baseline = await JourneyBaseline.read(store.db);
    expect(await baseline.check(store.db, SIM_START, true)).toEqual([]);
    expect(await checkJourneys(store.db, journeys(), [], SIM_START)).toEqual([]);
  });

  it("report an e-cheque whose state went back (used, then normal again)", async ({ sim }) => {
    const { store } = sim;
    await cheque(sim, 'ECSIMBACK000001', 'normal');
    expect(await checkJourneys(store.db, journeys({ ECSIMBACK000001: 'used' }), [], SIM_START)).toEqual(['e-cheque ECSIMBACK000001 went from used back to normal']);
    // Forward is fine: normal was seen, in-transit follows.
    await cheque(sim, 'ECSIMFWD0000001', 'in-transit');
    expect(await checkJourneys(store.db, journeys({ ECSIMFWD0000001: 'normal' }), [], SIM_START)).toEqual([]);
  });

  it("report a time deposit's principal moved twice (the bank's account holds more than the running deposits)", async ({ sim: { world, store } }) => {
    const baseline = await JourneyBaseline.read(store.db);
    await store.db.updateTable('accounts').set((eb) => ({ balance: eb('balance', '+', 1_000_000) })).where('kind', '=', 'time-deposits').where('currency', '=', 'HKD').execute();
    expect(await baseline.check(store.db, SIM_START, false)).toEqual([expect.stringContaining('time deposits HKD')]);
  });

  it('report a device bound to two customers', async ({ sim: { world, store } }) => {
    const [a, b] = world.customers;
    const row = await store.db.selectFrom('token_devices').selectAll().where('customer_id', '=', a!.customerId).executeTakeFirstOrThrow();
    const baseline = await JourneyBaseline.read(store.db);
    await store.db.insertInto('token_devices').values({ ...row, id: 'TDSIMTWICE', customer_id: b!.customerId }).execute();
    expect(await baseline.check(store.db, SIM_START, false)).toEqual([`device ${a!.deviceId} has 2 token bindings`]);
  });
});
