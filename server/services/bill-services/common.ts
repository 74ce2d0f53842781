// Pieces the three bill services share: the merchant directory, reference numbers, the
// customer's usable HKD account and the record of a change's answer. The transaction
// skeleton itself (customer lock, idempotency, second factor) is services/transactions/.
import type { Transaction } from 'kysely';
import { hkCompactDate } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { randomAlnum } from '../../ids.js';
import { changedIn } from '../transactions/idempotency.js';
import { ownAccount, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { changeStanding, type StandingChange } from '../transactions/standing-change.js';

export { merchantName, merchants } from '../bills/directory.js';

/** e.g. EB20260310X7K2P9QA41: a prefix, the Hong Kong date, 10 random characters. */
export function newReference(prefix: 'EB' | 'DD' | 'RP', now: number): string {
  return `${prefix}${hkCompactDate(now)}${randomAlnum(10)}`;
}

/** Savings, current or multi-currency in HKD: the accounts bills are paid from. */
export function billAccount(trx: Transaction<Database>, customerId: string, accountId: string) {
  return ownAccount(trx, customerId, accountId, { types: PAYING_ACCOUNT_TYPES, currencies: ['HKD'] });
}

/**
 * Keeps a change's (amend, cancel, delete) key, fingerprint and answer on the instruction's
 * own row, where transactions/idempotency.ts changedIn reads them back.
 */
async function rememberChange(
  trx: Transaction<Database>,
  table: 'direct_debits' | 'regular_payments',
  rowId: string,
  step: { key: string; hash: string },
  answer: unknown,
): Promise<void> {
  await trx
    .updateTable(table)
    .set({ change_key: step.key, change_hash: step.hash, change_json: JSON.stringify(answer) })
    .where('id', '=', rowId)
    .execute();
}

/**
 * Amend, modify, cancel or delete of a direct debit or regular payment: the skeleton's
 * standing-instruction change, its answer kept on the instruction's row for the key.
 */
export function changeOnRow<Row extends { id: string }, T>(
  ctx: AppContext,
  table: 'direct_debits' | 'regular_payments',
  customerId: string,
  request: { idempotencyKey: string },
  reusedCode: string,
  spec: Omit<StandingChange<Row, T>, 'customerId' | 'request' | 'once'>,
): Promise<T> {
  return changeStanding(ctx, {
    customerId,
    request,
    once: {
      key: request.idempotencyKey,
      reusedCode,
      earlier: changedIn(table, customerId, request.idempotencyKey),
      remember: (trx, answer, step) => rememberChange(trx, table, step.row.id, step, answer),
    },
    ...spec,
  });
}
