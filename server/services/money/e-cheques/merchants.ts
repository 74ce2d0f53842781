// The bill merchants that accept payment by e-cheque (migration 0013) and their collection
// accounts at this bank: ledger accounts of kind 'merchant-collection', opened on the first
// payment so banks created before the flag existed get them too.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AccountsTable, Database } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
import type { Merchant } from '../merchants.js';
import { merchants } from '../bills/directory.js';

/** The ids of the merchants that accept e-cheque payment. */
export async function eChequeMerchantIds(db: Kysely<Database> | Transaction<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('e_cheque_merchants').select('merchant_id').where('accepts_e_cheque', '=', 1).execute();
  return new Set(rows.map((r) => r.merchant_id));
}

export interface EChequeMerchant {
  merchant: Merchant;
  collectionAccountNo: string;
}

/** The merchant, when it is in the directory and accepts e-cheque payment. */
export async function eChequeMerchant(trx: Transaction<Database>, merchantId: string): Promise<EChequeMerchant | undefined> {
  const row = await trx.selectFrom('e_cheque_merchants').selectAll().where('merchant_id', '=', merchantId).where('accepts_e_cheque', '=', 1).executeTakeFirst();
  const merchant = merchants().find(merchantId);
  if (!row || !merchant) return undefined;
  return { merchant, collectionAccountNo: row.collection_account_no };
}

/** The merchant's collection account in the currency, opened on first use. */
export async function collectionAccount(trx: Transaction<Database>, found: EChequeMerchant, currency: string, createdAt: string): Promise<Selectable<AccountsTable>> {
  const query = () =>
    trx.selectFrom('accounts').selectAll().where('kind', '=', 'merchant-collection').where('account_no', '=', found.collectionAccountNo).where('currency', '=', currency).executeTakeFirst();
  const existing = await query();
  if (existing) return existing;
  const { name } = found.merchant;
  await trx
    .insertInto('accounts')
    .values({
      id: newId('AC'),
      customer_id: null,
      account_no: found.collectionAccountNo,
      account_type: 'MC',
      currency,
      kind: 'merchant-collection',
      product_zh_tw: `${name['zh-TW']} 收款賬戶`,
      product_zh_cn: `${name['zh-CN']} 收款账户`,
      product_en: `${name.en} collection account`,
      status: 'active',
      balance: 0,
      sort_order: 0,
      created_at: createdAt,
    })
    .execute();
  return (await query())!;
}
