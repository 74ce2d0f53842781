// First-start data: the bank's internal ledger accounts and the demo customers with their
// accounts, opening balances (as balanced journal entries) and payees. Runs only when the
// database has no customers, inside one transaction, so it is safe to call on every start; a
// database seeded before gets the accounts added to the demo data since (demo-accounts.ts).
import type { Kysely } from 'kysely';
import { isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';
import { toSafeInteger } from '../db/numbers.js';
import { newId } from '../ids.js';
import { hashPassword } from '../services/customer/security/password-hash.js';
import { DEMO_CUSTOMERS, REPORTED_PAYEE_ACCOUNT } from './demo-data.js';
import { ensureInternalAccounts, insertDemoAccount, seedAddedAccounts } from './demo-accounts.js';
import { payeeAccountKey } from '../services/customer/risk/rules.js';
import { seedFpsDirectory } from './fps-directory.js';
import { seedFpsRegistrations } from './fps-registrations.js';
import { seedBills } from './bill-seed.js';
import { seedBillServices } from './bill-services.js';
import { seedChequeBooks } from './cheque-books.js';
import { seedTimeDeposits } from './time-deposits.js';
import { seedNotices } from './notices.js';
import { seedMortgages } from './mortgages.js';
import { seedSettingsExtras } from './settings-extras.js';
import { seedStaff } from './staff.js';

// Hashed once per process (each customer with its own salt): a process that opens several
// databases, like the test suite, does not pay the hashing cost again for each.
let hashing: Promise<string[]> | undefined;
function demoPasswordHashes(): Promise<string[]> {
  hashing ??= Promise.all(DEMO_CUSTOMERS.map((c) => hashPassword(c.password)));
  return hashing;
}

export async function seedIfEmpty(db: Kysely<Database>, now: number): Promise<boolean> {
  const count = await db.selectFrom('customers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  await seedStaff(db, now);
  if (toSafeInteger(count.n) > 0) {
    await seedAddedAccounts(db, now);
    await seedRiskRules(db, now);
    await seedChequeBooks(db, now);
    await seedTimeDeposits(db, now);
    await seedNotices(db, now);
    await seedMortgages(db, now);
    await seedSettingsExtras(db, now);
    return false;
  }

  // Hash outside the transaction: password hashing is slow on purpose.
  const hashes = await demoPasswordHashes();
  const createdAt = isoAt(now);

  await db.transaction().execute(async (trx) => {
    const settlementIds = await ensureInternalAccounts(trx, createdAt);

    for (const [index, customer] of DEMO_CUSTOMERS.entries()) {
      const customerId = newId('CU');
      await trx
        .insertInto('customers')
        .values({
          id: customerId,
          login_id: customer.loginId,
          password_hash: hashes[index] ?? '',
          cust_no: customer.custNo,
          name_zh: customer.nameZh,
          name_en: customer.nameEn,
          id_type: customer.idType,
          id_number: customer.idNumber,
          mobile: customer.mobile,
          need_opt_flag: customer.needOptFlag ?? '0',
          birth_date: customer.birthDate ?? null,
          password_upgrade: customer.passwordUpgrade ? 1 : 0,
          created_at: createdAt,
        })
        .execute();

      for (const [order, account] of customer.accounts.entries()) {
        await insertDemoAccount(trx, customerId, account, order, createdAt, settlementIds);
      }

      for (const [order, payee] of customer.payees.entries()) {
        await trx
          .insertInto('payees')
          .values({
            id: newId('PY'),
            customer_id: customerId,
            name: payee.name,
            bank_code: payee.bankCode,
            account_no: payee.accountNo,
            nickname: payee.nickname ?? null,
            sort_order: order,
          })
          .execute();
      }
    }
    await seedFpsDirectory(trx, createdAt);
    await seedFpsRegistrations(trx, createdAt);
    await seedBillServices(trx, now);
  });
  await seedBills(db, now);
  await seedRiskRules(db, now);
  await seedChequeBooks(db, now);
  await seedTimeDeposits(db, now);
  await seedNotices(db, now);
  await seedMortgages(db, now);
  await seedSettingsExtras(db, now);
  return true;
}

/** The sandbox's seeded risk rule: the reported payee account (idempotent, on every start). */
async function seedRiskRules(db: Kysely<Database>, now: number): Promise<void> {
  const value = payeeAccountKey(REPORTED_PAYEE_ACCOUNT.bankCode, REPORTED_PAYEE_ACCOUNT.accountNo);
  await db
    .insertInto('risk_rules')
    .values({ id: newId('RR'), kind: 'payee-account', value, created_at: isoAt(now) })
    .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
    .execute();
}
