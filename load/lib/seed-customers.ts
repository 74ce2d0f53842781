// Synthetic customers for load runs, written into the bank's database before the bank starts:
// each with an HKD savings and an HKD current account (opening balances as balanced journal
// entries from the settlement account, as the demo seed does) and one activated mobile token
// whose seed the load generator keeps in memory to make codes, as a customer's app would.
//
// Established customers: their tokens were bound before the 12-hour cooling-off, so they may
// confirm transfers at once. One password hash is shared by all of them (same password, one
// salt): hashing thousands of passwords with the bank's scrypt would take minutes and measure
// nothing; the bank still checks the password on every log-on.
//
// Device ids, token seeds and unlock keys come from `random` (the system's generator unless the
// caller passes another): the deterministic simulation passes its seeded source, so the same
// world has the same devices and token codes in every process and run. Salts and the seal's
// nonces stay the system's (they are the bank's own hashing and encryption).
import { randomBytes } from 'node:crypto';
import { Secret } from 'otpauth';
import { isoAt } from '../../server/clock.js';
import { openStore } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { newId } from '../../server/ids.js';
import { depositAccountNo } from '../../server/seed/account-numbers.js';
import { seedIfEmpty } from '../../server/seed/seed.js';
import { internalAccountId, postEntry } from '../../server/services/money/ledger.js';
import { hashPassword } from '../../server/services/customer/security/password-hash.js';
import { hashPin } from '../../server/services/customer/security/secrets.js';
import { SECURITY_POLICY } from '../../server/services/customer/security/policy.js';
import { createSeedCipher } from '../../server/services/customer/token/seed-cipher.js';
import { seedBinding } from '../../server/services/customer/token/devices.js';
import { SharedClock } from '../../server/shared-clock.js';

export const LOAD_PASSWORD = 'Load@2026';
export const OPENING_BALANCE = 50_000_000; // HKD 500,000.00 in each account
/** Customers per transaction while seeding (one opening entry per batch). */
const BATCH = 100;

export interface LoadCustomer {
  loginId: string;
  customerId: string;
  nameEn: string;
  deviceId: string;
  /** Base32 TOTP seed of the customer's token (the app's secret, never sent). */
  seed: string;
  savings: { id: string; no: string };
  current: { id: string; no: string };
}

/** Random bytes of a given size (node:crypto's randomBytes by default). */
export type RandomBytes = (size: number) => Buffer;

export async function seedLoadCustomers(databaseUrl: string, seedKey: Buffer, count: number, random: RandomBytes = randomBytes): Promise<LoadCustomer[]> {
  if (count > 99_999) throw new Error('at most 99,999 load customers');
  const store = openStore(databaseUrl);
  try {
    await migrateToLatest(store.db);
    const clock = new SharedClock(store.db);
    await clock.load();
    const now = clock.now();
    await seedIfEmpty(store.db, now);
    const passwordHash = await hashPassword(LOAD_PASSWORD);
    const pinHash = await hashPin('135790');
    const cipher = createSeedCipher(seedKey);
    const createdAt = isoAt(now);
    const boundAt = isoAt(now - SECURITY_POLICY.bindingCoolingOffMs - 60_000);
    const out: LoadCustomer[] = [];
    for (let start = 0; start < count; start += BATCH) {
      const batch: LoadCustomer[] = [];
      for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
        const n = String(i + 1).padStart(5, '0');
        const customerId = newId('CU');
        const deviceId = `load-device-${n}-${random(6).toString('hex')}`;
        batch.push({
          loginId: `load.${n}`,
          customerId,
          nameEn: `LOAD CUSTOMER ${n}`,
          deviceId,
          seed: new Secret({ buffer: bufferOf(random(20)) }).base32,
          savings: { id: newId('AC'), no: depositAccountNo('852', '398', '1', `8${n}`) },
          current: { id: newId('AC'), no: depositAccountNo('852', '398', '2', `8${n}`) },
        });
      }
      await store.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('customers')
          .values(
            batch.map((c, j) => ({
              id: c.customerId,
              login_id: c.loginId,
              password_hash: passwordHash,
              cust_no: `88${String(start + j + 1).padStart(8, '0')}`,
              name_zh: `負載客戶${c.loginId.slice(5)}`,
              name_en: c.nameEn,
              id_type: 'HKID',
              id_number: `Y${String(200000 + start + j)}(0)`,
              mobile: `+852 5${String(1000000 + start + j).padStart(7, '0')}`,
              need_opt_flag: '0',
              created_at: createdAt,
            })),
          )
          .execute();
        const product = (type: '01' | '02') =>
          type === '01'
            ? { product_zh_tw: '港元儲蓄', product_zh_cn: '港元储蓄', product_en: 'HKD Savings' }
            : { product_zh_tw: '港元往來', product_zh_cn: '港元往来', product_en: 'HKD Current' };
        await trx
          .insertInto('accounts')
          .values(
            batch.flatMap((c) =>
              (['01', '02'] as const).map((type, k) => ({
                id: type === '01' ? c.savings.id : c.current.id,
                customer_id: c.customerId,
                account_no: type === '01' ? c.savings.no : c.current.no,
                account_type: type,
                currency: 'HKD',
                kind: 'customer' as const,
                ...product(type),
                status: 'active',
                balance: 0,
                sort_order: k,
                created_at: createdAt,
              })),
            ),
          )
          .execute();
        const settlement = await internalAccountId(trx, 'settlement', 'HKD');
        const lines = batch.flatMap((c) => [
          { accountId: c.savings.id, amount: OPENING_BALANCE },
          { accountId: c.current.id, amount: OPENING_BALANCE },
        ]);
        await postEntry(trx, {
          kind: 'opening',
          reference: `OPEN-LOAD-${start + 1}`,
          createdAt,
          lines: [{ accountId: settlement, amount: -OPENING_BALANCE * lines.length }, ...lines],
        });
        await trx
          .insertInto('token_devices')
          .values(
            batch.map((c) => ({
              id: newId('TD'),
              customer_id: c.customerId,
              device_id: c.deviceId,
              seed_enc: cipher.encrypt(c.seed, seedBinding(c.customerId, c.deviceId)),
              last_step: null,
              failed_count: 0,
              locked: 0,
              activated_at: boundAt,
            })),
          )
          .execute();
        await trx
          .insertInto('token_security')
          .values(
            batch.map((c) => ({
              id: newId('TS'),
              device_id: c.deviceId,
              customer_id: c.customerId,
              pin_hash: pinHash,
              unlock_key_enc: cipher.encrypt(random(32).toString('base64'), `unlock:${c.customerId}:${c.deviceId}`),
              pin_failures: 0,
              temp_locks: 0,
              locked_until: null,
              status: 'active',
              last_ocra_step: null,
              updated_at: createdAt,
            })),
          )
          .execute();
      });
      out.push(...batch);
    }
    return out;
  } finally {
    await store.db.destroy();
  }
}

/** The bytes as an ArrayBuffer of their own (otpauth's Secret takes one; a Buffer may share a larger pool). */
function bufferOf(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
}
