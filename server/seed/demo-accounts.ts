// The ledger accounts the demo needs, made the same way on a fresh database and on one seeded
// before they were added: the bank's clearing and settlement account of each transfer currency,
// and each demo customer's accounts with their opening balance (as a balanced journal entry:
// the money came in through the clearing house like any deposit). Adding a currency or a demo
// account to the data is then enough: the next start adds what is missing, once.
import type { Kysely, Transaction } from 'kysely';
import { isoAt } from '../clock.js';
import { TRANSFER_CURRENCIES } from '../config.js';
import type { Database } from '../db/schema.js';
import { newId } from '../ids.js';
import { postEntry } from '../services/money/ledger.js';
import { productName } from '../i18n/product-names.js';
import { DEMO_CUSTOMERS, type DemoAccount } from './demo-data.js';

type Db = Kysely<Database> | Transaction<Database>;

const INTERNAL_NAMES = {
  clearing: { tw: '本地銀行轉賬清算', cn: '本地银行转账清算', en: 'Local-bank transfers in clearing' },
  settlement: { tw: '結算所結算賬戶', cn: '结算所结算账户', en: 'Settlement account at the clearing house' },
} as const;

/** The clearing and settlement account of every transfer currency; the settlement ids by currency. */
export async function ensureInternalAccounts(trx: Db, createdAt: string): Promise<Record<string, string>> {
  const existing = await trx.selectFrom('accounts').select(['id', 'kind', 'currency']).where('kind', 'in', ['clearing', 'settlement']).execute();
  const settlementIds: Record<string, string> = {};
  for (const currency of TRANSFER_CURRENCIES) {
    for (const kind of ['clearing', 'settlement'] as const) {
      let id = existing.find((a) => a.kind === kind && a.currency === currency)?.id;
      if (!id) {
        id = newId('GL');
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
      if (kind === 'settlement') settlementIds[currency] = id;
    }
  }
  return settlementIds;
}

/** One demo account with its opening balance. */
export async function insertDemoAccount(
  trx: Db,
  customerId: string,
  account: DemoAccount,
  order: number,
  createdAt: string,
  settlementIds: Record<string, string>,
): Promise<void> {
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

/**
 * On a database seeded earlier: the internal accounts of a currency added since, and each demo
 * customer's accounts added to the demo data since (the same number and currency not there yet),
 * after the customer's other accounts. Runs on every start; does nothing once all are there.
 */
export async function seedAddedAccounts(db: Kysely<Database>, now: number): Promise<void> {
  const createdAt = isoAt(now);
  await db.transaction().execute(async (trx) => {
    const settlementIds = await ensureInternalAccounts(trx, createdAt);
    for (const customer of DEMO_CUSTOMERS) {
      const row = await trx.selectFrom('customers').select('id').where('login_id', '=', customer.loginId).executeTakeFirst();
      if (!row) continue;
      const held = await trx.selectFrom('accounts').select(['account_no', 'currency', 'sort_order']).where('customer_id', '=', row.id).execute();
      let order = Math.max(-1, ...held.map((a) => a.sort_order)) + 1;
      for (const account of customer.accounts) {
        if (held.some((a) => a.account_no === account.accountNo && a.currency === account.currency)) continue;
        await insertDemoAccount(trx, row.id, account, order, createdAt, settlementIds);
        order += 1;
      }
    }
  });
}
