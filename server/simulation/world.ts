// The world a run starts from: the bank's migrated and seeded database plus the simulated
// customers, made once per customer count and copied for every run (a shrinking run replays
// many short lists; each starts from the same bytes). Every time in it is fixed (SIM_START),
// so nothing depends on the day the simulation runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isoAt } from '../clock.js';
import { openStore } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedIfEmpty } from '../seed/seed.js';
import { SECURITY_POLICY } from '../services/customer/security/policy.js';
import { internalAccountId, postEntry } from '../services/money/ledger.js';
import { depositAccountNo } from '../seed/account-numbers.js';
import { newId } from '../ids.js';
import { seedCustomers, type SimCustomer } from './customers.js';
import { setRandomSource } from '../ids.js';
import { seededBytes } from './prng.js';
import type { LoadCustomer } from '../../load/lib/seed-customers.js';

/** Tuesday 2026-03-10, 10:00 in Hong Kong: the clock of every run starts here. */
export const SIM_START = Date.parse('2026-03-10T02:00:00.000Z');
const DAY = 86_400_000;
/** The seed of the world's devices and token seeds (another stream than its ids'). */
const WORLD_DEVICES_SEED = 0x7d3e_0c15;
/** HKD 50,000,000.00 more in each account of a rich customer. */
const RICH_TOP_UP = 5_000_000_000;
/** USD 50,000.00 in every customer's USD savings (the other side of their exchanges). */
const USD_OPENING = 5_000_000;

export interface World {
  customers: (LoadCustomer & Pick<SimCustomer, 'usd'>)[];
  /** For SQLite: the template file copied per run. */
  template?: string;
}

/** Seeds a database (SQLite file or PostgreSQL) with the bank's data and `count` customers at fixed times. */
export async function seedWorld(databaseUrl: string, count: number): Promise<SimCustomer[]> {
  // The same ids in every world of this size, whichever process makes it.
  setRandomSource(seededBytes(count));
  try {
    return await seedWorldWithIds(databaseUrl, count);
  } finally {
    setRandomSource(undefined);
  }
}

async function seedWorldWithIds(databaseUrl: string, count: number): Promise<SimCustomer[]> {
  const store = openStore(databaseUrl);
  try {
    await migrateToLatest(store.db);
    await seedIfEmpty(store.db, SIM_START - DAY);
  } finally {
    await store.close();
  }
  const customers = (await seedCustomers(databaseUrl, count, seededBytes(WORLD_DEVICES_SEED ^ count))).map((c, i) => ({ ...c, usd: { id: newId('AC'), no: depositAccountNo('852', '398', '1', `7${String(i + 1).padStart(5, '0')}`) } }));
  const fix = openStore(databaseUrl);
  try {
    const ids = customers.map((c) => c.customerId);
    const created = isoAt(SIM_START - DAY);
    await fix.db.updateTable('customers').set({ created_at: created }).where('id', 'in', ids).execute();
    await fix.db.updateTable('accounts').set({ created_at: created }).where('customer_id', 'in', ids).execute();
    await fix.db.updateTable('journal_entries').set({ created_at: created }).where('reference', 'like', 'OPEN-LOAD-%').execute();
    const bound = isoAt(SIM_START - SECURITY_POLICY.bindingCoolingOffMs - 60_000);
    await fix.db.updateTable('token_devices').set({ activated_at: bound }).where('customer_id', 'in', ids).execute();
    await fix.db.updateTable('token_security').set({ updated_at: created }).where('customer_id', 'in', ids).execute();
    // Every other customer is rich (daily limits bind before the balance); the others run out
    // of money now and then, so refusals for the balance are drawn too.
    const rich = customers.filter((_, i) => i % 2 === 0).flatMap((c) => [c.savings.id, c.current.id]);
    await fix.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('accounts')
        .values(
          customers.map((c) => ({
            id: c.usd.id,
            customer_id: c.customerId,
            account_no: c.usd.no,
            account_type: '01',
            currency: 'USD',
            kind: 'customer' as const,
            product_zh_tw: '美元儲蓄',
            product_zh_cn: '美元储蓄',
            product_en: 'USD Savings',
            status: 'active',
            balance: 0,
            sort_order: 2,
            created_at: created,
          })),
        )
        .execute();
      const settlement = await internalAccountId(trx, 'settlement', 'USD');
      const lines = customers.map((c) => ({ accountId: c.usd.id, amount: USD_OPENING }));
      await postEntry(trx, { kind: 'opening', reference: 'OPEN-SIM-USD', createdAt: created, lines: [{ accountId: settlement, amount: -USD_OPENING * lines.length }, ...lines] });
    });
    if (rich.length > 0) {
      await fix.db.transaction().execute(async (trx) => {
        const settlement = await internalAccountId(trx, 'settlement', 'HKD');
        const lines = rich.map((accountId) => ({ accountId, amount: RICH_TOP_UP }));
        await postEntry(trx, { kind: 'opening', reference: 'OPEN-SIM-TOP-UP', createdAt: created, lines: [{ accountId: settlement, amount: -RICH_TOP_UP * rich.length }, ...lines] });
      });
    }
  } finally {
    await fix.close();
  }
  return customers;
}

const templates = new Map<number, Promise<World>>();

/** The SQLite template for `count` customers (made once per process). */
export function sqliteWorld(count: number): Promise<World> {
  let world = templates.get(count);
  if (!world) {
    world = (async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-sim-'));
      const template = path.join(dir, 'template.sqlite');
      const customers = await seedWorld(template, count);
      return { customers, template };
    })();
    templates.set(count, world);
  }
  return world;
}

/** A fresh copy of the template for one run; `dispose` removes it. */
export function copyOfTemplate(world: World): { file: string; dispose(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-sim-run-'));
  const file = path.join(dir, 'bank.sqlite');
  fs.copyFileSync(world.template!, file);
  return { file, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
