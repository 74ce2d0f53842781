// Pieces the three bill services share: the merchant directory, reference numbers, the
// customer's usable HKD account and the record of a change's answer. The transaction
// skeleton itself (customer lock, idempotency, second factor) is services/money/transactions/.
import type { Kysely, Transaction } from 'kysely';
import { hkCompactDate } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { randomAlnum } from '../../../ids.js';
import { changedIn } from '../transactions/idempotency.js';
import { ownAccount, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import type { Outcome } from '../transactions/outcome.js';
import { changeStanding, type StandingChange } from '../transactions/standing-change.js';

export { MERCHANT_NOT_FOUND, merchantName, merchants } from '../bills/directory.js';

/** e.g. EB20260310X7K2P9QA41: a prefix, the Hong Kong date, 10 random characters. */
export function newReference(prefix: 'EB' | 'DD' | 'RP', now: number): string {
  return `${prefix}${hkCompactDate(now)}${randomAlnum(10)}`;
}

/** Savings, current or multi-currency in HKD: the accounts bills are paid from. */
export function billAccount(trx: Transaction<Database>, customerId: string, accountId: string) {
  return ownAccount(trx, customerId, accountId, { types: PAYING_ACCOUNT_TYPES, currencies: ['HKD'] });
}

/** What a service says once about its standing instructions (direct debits, regular payments). */
export interface StandingRows<Row, T> {
  reusedCode: string;
  notFound: string;
  /** The customer's own instruction by its reference. */
  find: (db: Kysely<Database> | Transaction<Database>, customerId: string, referenceNo: string) => Promise<Row | undefined>;
  /** Writes changed columns, with the change's key, fingerprint and answer, to the row. */
  update: (trx: Transaction<Database>, id: string, columns: Partial<Row> & ChangeColumns) => Promise<unknown>;
  answer: (row: Row) => T;
}

interface ChangeColumns {
  change_key: string;
  change_hash: string;
  change_json: string;
}

/**
 * Amend, modify, cancel or delete of a direct debit or regular payment on the skeleton's
 * standing-instruction change: `columns` says what changes, the row keeps the answer for the
 * key (read back by transactions/idempotency.ts changedIn).
 */
export function changeOnRow<Row extends { id: string }, T>(
  ctx: AppContext,
  rows: StandingRows<Row, T> & { table: 'direct_debits' | 'regular_payments' },
  customerId: string,
  request: { idempotencyKey: string; referenceNo: string },
  spec: Pick<StandingChange<Row, T>, 'auth' | 'refuse' | 'secondFactor'> & {
    columns: (trx: Transaction<Database>, row: Row, now: number) => Promise<Outcome<Partial<Row>>>;
  },
): Promise<T> {
  return changeStanding<Row, T>(ctx, {
    customerId,
    request,
    auth: spec.auth,
    once: { key: request.idempotencyKey, reusedCode: rows.reusedCode, earlier: changedIn(rows.table, customerId, request.idempotencyKey) },
    find: (trx) => rows.find(trx, customerId, request.referenceNo),
    notFound: rows.notFound,
    refuse: spec.refuse,
    secondFactor: spec.secondFactor,
    change: async (trx, row, { hash, now }) => {
      const columns = await spec.columns(trx, row, now);
      if ('error' in columns) return columns;
      const answer = rows.answer({ ...row, ...columns.ok });
      await rows.update(trx, row.id, { ...columns.ok, change_key: request.idempotencyKey, change_hash: hash, change_json: JSON.stringify(answer) });
      return { ok: answer };
    },
  });
}
