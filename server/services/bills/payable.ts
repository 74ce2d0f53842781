// The bank's internal "bills payable" account: bill payments are owed to the merchants from
// here until the bank pays them in its daily merchant settlement (outside the sandbox).
// Created on first use so banks seeded before bill payment existed get one too.
import type { Kysely, Transaction } from 'kysely';
import { isoAt } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../ids.js';

export async function billsPayableAccountId(trx: Transaction<Database> | Kysely<Database>, currency: string, now: number): Promise<string> {
  const found = await trx.selectFrom('accounts').select('id').where('kind', '=', 'bills-payable').where('currency', '=', currency).executeTakeFirst();
  if (found) return found.id;
  const id = newId('GL');
  await trx
    .insertInto('accounts')
    .values({
      id,
      customer_id: null,
      account_no: 'GL-BILLS-PAYABLE',
      account_type: 'GL',
      currency,
      kind: 'bills-payable',
      product_zh_tw: '應付商戶賬單款項',
      product_zh_cn: '应付商户账单款项',
      product_en: 'Bill payments owed to merchants',
      status: 'active',
      balance: 0,
      sort_order: 0,
      created_at: isoAt(now),
    })
    .execute();
  return id;
}
