// The bank's own ledger accounts that money-moving services post to besides clearing and
// settlement (seeded): bills payable (bill payments owed to merchants until the bank's daily
// merchant settlement, outside the sandbox), fee income (the bank's charges), customer time
// deposits (the principal placed), interest expense (interest paid on them) and the cash in the
// bank's ATMs (paid out by QR cash withdrawals). Created on
// first use, so banks seeded before a service existed get them too.
import type { Kysely, Transaction } from 'kysely';
import type { AccountKind, Database } from '../../../db/schema.js';
import { newId } from '../../../ids.js';

const NAMES = {
  'bills-payable': { account_no: 'GL-BILLS-PAYABLE', product_zh_tw: '應付商戶賬單款項', product_zh_cn: '应付商户账单款项', product_en: 'Bill payments owed to merchants' },
  'fee-income': { account_no: 'GL-FEE-INCOME', product_zh_tw: '手續費收入', product_zh_cn: '手续费收入', product_en: 'Fee income' },
  'time-deposits': { account_no: 'GL-TIME-DEPOSITS', product_zh_tw: '客戶定期存款', product_zh_cn: '客户定期存款', product_en: 'Customer time deposits' },
  'interest-expense': { account_no: 'GL-INTEREST-EXPENSE', product_zh_tw: '存款利息支出', product_zh_cn: '存款利息支出', product_en: 'Interest expense on deposits' },
  'atm-cash': { account_no: 'GL-ATM-CASH', product_zh_tw: '自動櫃員機現金', product_zh_cn: '自动柜员机现金', product_en: 'Cash in ATMs' },
  'fx-position': { account_no: 'GL-FX-POSITION', product_zh_tw: '外匯持倉', product_zh_cn: '外汇持仓', product_en: 'Foreign exchange position' },
  // RMB remitted to customers' own mainland accounts, owed to the mainland clearing bank.
  'mainland-remittance': { account_no: 'GL-CNY-REMIT', product_zh_tw: '跨境人民幣匯出款項', product_zh_cn: '跨境人民币汇出款项', product_en: 'RMB remittances to the mainland' },
} as const;

export async function bankAccountId(
  trx: Transaction<Database> | Kysely<Database>,
  kind: Extract<AccountKind, keyof typeof NAMES>,
  currency: string,
  createdAt: string,
): Promise<string> {
  const found = await trx.selectFrom('accounts').select('id').where('kind', '=', kind).where('currency', '=', currency).executeTakeFirst();
  if (found) return found.id;
  const id = newId('GL');
  await trx
    .insertInto('accounts')
    .values({ id, customer_id: null, ...NAMES[kind], account_type: 'GL', currency, kind, status: 'active', balance: 0, sort_order: 0, created_at: createdAt })
    .execute();
  return id;
}
