// Benchmark customers written straight into a bank database file before the server starts:
// one customer per concurrent client, each with an HKD savings account (opening balance as a
// balanced journal entry from the settlement account, as the demo seed does) and many
// activated mobile tokens. Many devices because the bank accepts a TOTP code once per device
// and 30-second step (server/services/customer/token/verify.ts): one device per transfer keeps every
// code fresh at any rate without moving the bank's clock. Devices are activated with the
// bank's own activateDevice; their PIN rows (never used by a transfer) share one PIN hash so
// seeding does not spend minutes in scrypt. The tokens are dated past the cooling-off of new
// bindings, as an established customer's are.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { isoAt, systemClock } from '../../server/clock.js';
import type { AppContext } from '../../server/context.js';
import { openStore } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { newId } from '../../server/ids.js';
import { depositAccountNo } from '../../server/seed/account-numbers.js';
import { seedIfEmpty } from '../../server/seed/seed.js';
import { internalAccountId, postEntry } from '../../server/services/money/ledger.js';
import { hashPin } from '../../server/services/customer/security/secrets.js';
import { createSeedCipher } from '../../server/services/customer/token/seed-cipher.js';
import { activateDevice } from '../../server/services/customer/token/devices.js';
import { SECURITY_POLICY } from '../../server/services/customer/security/policy.js';

export const BENCH_PASSWORD = 'Bench@2026';
export const OPENING_BALANCE = 100_000_000; // HKD 1,000,000.00

export interface BenchCustomer {
  loginId: string;
  customerId: string;
  accountId: string;
  accountNo: string;
  nameEn: string;
  /** Device ids with their base32 TOTP seeds, one per planned transfer. */
  devices: { deviceId: string; seed: string }[];
}

export async function seedBenchCustomers(file: string, seedKey: Buffer, customers: number, devicesEach: number): Promise<BenchCustomer[]> {
  const store = openStore(file);
  try {
    const now = systemClock.now();
    await migrateToLatest(store.db);
    await seedIfEmpty(store.db, now);
    const passwordHash = await bcrypt.hash(BENCH_PASSWORD, 10);
    const pinHash = await hashPin('135790');
    const cipher = createSeedCipher(seedKey);
    const createdAt = isoAt(now);
    const settledAt = isoAt(now - SECURITY_POLICY.bindingCoolingOffMs - 60_000);
    const out: BenchCustomer[] = [];

    await store.db.transaction().execute(async (trx) => {
      const ctx = { store: { ...store, db: trx }, cipher, clock: systemClock } as unknown as AppContext;
      const settlementId = await internalAccountId(trx, 'settlement', 'HKD');
      for (let i = 0; i < customers; i += 1) {
        const n = String(i + 1).padStart(4, '0');
        const customerId = newId('CU');
        const nameEn = `BENCH CLIENT ${n}`;
        await trx
          .insertInto('customers')
          .values({
            id: customerId,
            login_id: `bench.${n}`,
            password_hash: passwordHash,
            cust_no: `77${String(i + 1).padStart(8, '0')}`,
            name_zh: `測試客戶${n}`,
            name_en: nameEn,
            id_type: 'HKID',
            id_number: `Z${String(100000 + i)}(0)`,
            mobile: `+852 9${String(1000000 + i).padStart(7, '0')}`,
            need_opt_flag: '0',
            created_at: createdAt,
          })
          .execute();
        const accountId = newId('AC');
        const accountNo = depositAccountNo('852', '398', '1', `9${String(i).padStart(5, '0')}`);
        await trx
          .insertInto('accounts')
          .values({
            id: accountId,
            customer_id: customerId,
            account_no: accountNo,
            account_type: '01',
            currency: 'HKD',
            kind: 'customer',
            product_zh_tw: '港元儲蓄',
            product_zh_cn: '港元储蓄',
            product_en: 'HKD Savings',
            status: 'active',
            balance: 0,
            sort_order: 0,
            created_at: createdAt,
          })
          .execute();
        await postEntry(trx, {
          kind: 'opening',
          reference: `OPEN-${accountNo}-HKD`,
          createdAt,
          lines: [
            { accountId: settlementId, amount: -OPENING_BALANCE },
            { accountId, amount: OPENING_BALANCE },
          ],
        });

        const devices: BenchCustomer['devices'] = [];
        for (let d = 0; d < devicesEach; d += 1) {
          const deviceId = `bench-${n}-${String(d).padStart(6, '0')}`;
          const seed = await activateDevice(ctx, customerId, deviceId);
          await trx
            .insertInto('token_security')
            .values({
              id: newId('TS'),
              device_id: deviceId,
              customer_id: customerId,
              pin_hash: pinHash,
              unlock_key_enc: cipher.encrypt(randomBytes(32).toString('base64'), `unlock:${customerId}:${deviceId}`),
              pin_failures: 0,
              temp_locks: 0,
              locked_until: null,
              status: 'active',
              last_ocra_step: null,
              updated_at: createdAt,
            })
            .execute();
          devices.push({ deviceId, seed });
        }
        // Established customers: their tokens were bound long before, past the cooling-off
        // period in which a new binding cannot confirm a transfer.
        await trx.updateTable('token_devices').set({ activated_at: settledAt }).where('customer_id', '=', customerId).execute();
        out.push({ loginId: `bench.${n}`, customerId, accountId, accountNo, nameEn, devices });
      }
    });
    return out;
  } finally {
    await store.db.destroy();
  }
}
