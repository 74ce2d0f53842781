// First-start data: the bank's internal ledger accounts and the demo customers with their
// accounts, opening balances (as balanced journal entries) and payees. Runs only when the
// database has no customers, inside one transaction, so it is safe to call on every start.
import type { Kysely } from 'kysely';
import { isoAt } from '../clock.js';
import { TRANSFER_CURRENCIES } from '../config.js';
import type { Database } from '../db/schema.js';
import { toSafeInteger } from '../db/numbers.js';
import { newId } from '../ids.js';
import { postEntry } from '../services/ledger.js';
import { hashPassword } from '../services/security/password-hash.js';
import { DEMO_CUSTOMERS, REPORTED_PAYEE_ACCOUNT, productName } from './demo-data.js';
import { payeeAccountKey } from '../services/risk/rules.js';
import { seedFpsDirectory } from './fps-directory.js';
import { seedFpsRegistrations } from './fps-registrations.js';
import { seedBills } from './bill-seed.js';
import { seedBillServices } from './bill-services.js';
import { seedChequeBooks } from './cheque-books.js';
import { seedTimeDeposits } from './time-deposits.js';
import { seedNotices } from './notices.js';
import { seedMortgages } from './mortgages.js';

const INTERNAL_NAMES = {
  clearing: { tw: '本地銀行轉賬清算', cn: '本地银行转账清算', en: 'Local-bank transfers in clearing' },
  settlement: { tw: '結算所結算賬戶', cn: '结算所结算账户', en: 'Settlement account at the clearing house' },
} as const;

// Hashed once per process (each customer with its own salt): a process that opens several
// databases, like the test suite, does not pay the hashing cost again for each.
let hashing: Promise<string[]> | undefined;
function demoPasswordHashes(): Promise<string[]> {
  hashing ??= Promise.all(DEMO_CUSTOMERS.map((c) => hashPassword(c.password)));
  return hashing;
}

export async function seedIfEmpty(db: Kysely<Database>, now: number): Promise<boolean> {
  const count = await db.selectFrom('customers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  if (toSafeInteger(count.n) > 0) {
    await seedRiskRules(db, now);
    await seedChequeBooks(db, now);
    await seedTimeDeposits(db, now);
    await seedNotices(db, now);
    await seedMortgages(db, now);
    return false;
  }

  // Hash outside the transaction: password hashing is slow on purpose.
  const hashes = await demoPasswordHashes();
  const createdAt = isoAt(now);

  await db.transaction().execute(async (trx) => {
    const settlementIds: Record<string, string> = {};
    for (const currency of TRANSFER_CURRENCIES) {
      for (const kind of ['clearing', 'settlement'] as const) {
        const id = newId('GL');
        if (kind === 'settlement') settlementIds[currency] = id;
        await trx
          .insertInto('accounts')
          .values({
            id,
            customer_id: null,
            account_no: `GL-${kind.toUpperCase()}`,
            account_type: 'GL',
            currency,
            kind,
            product_zh_tw: INTERNAL_NAMES[kind].tw,
            product_zh_cn: INTERNAL_NAMES[kind].cn,
            product_en: INTERNAL_NAMES[kind].en,
            status: 'active',
            balance: 0,
            sort_order: 0,
            created_at: createdAt,
          })
          .execute();
      }
    }

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
        const accountId = newId('AC');
        const name = productName(account.type, account.currency);
        await trx
          .insertInto('accounts')
          .values({
            id: accountId,
            customer_id: customerId,
            account_no: account.accountNo,
            account_type: account.type,
            currency: account.currency,
            kind: 'customer',
            product_zh_tw: name['zh-TW'],
            product_zh_cn: name['zh-CN'],
            product_en: name.en,
            status: 'active',
            balance: 0,
            sort_order: order,
            created_at: createdAt,
          })
          .execute();
        const settlementId = settlementIds[account.currency];
        if (account.balance > 0 && settlementId) {
          // The opening balance arrived through the clearing house like any deposit.
          await postEntry(trx, {
            kind: 'opening',
            reference: `OPEN-${account.accountNo}-${account.currency}`,
            createdAt,
            lines: [
              { accountId: settlementId, amount: -account.balance },
              { accountId, amount: account.balance },
            ],
          });
        }
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
    await seedFpsDirectory(trx);
    await seedFpsRegistrations(trx, createdAt);
    await seedBillServices(trx, now);
  });
  await seedBills(db, now);
  await seedRiskRules(db, now);
  await seedChequeBooks(db, now);
  await seedTimeDeposits(db, now);
  await seedNotices(db, now);
  await seedMortgages(db, now);
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
