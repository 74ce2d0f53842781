// Double-entry ledger. Every movement of money is one journal entry whose postings sum to
// zero; each account's cached balance is updated in the same database transaction as its
// postings, so balance == SUM(postings) always holds (a unit test checks it).
//
// Sign convention: a positive posting credits the account (the bank owes the holder more),
// a negative one debits it. Customer deposits are therefore positive; the bank's settlement
// account at the clearing house is an asset and carries a negative balance.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AccountsTable, Database } from '../../db/schema.js';
import { newId } from '../../ids.js';
import { prepared, preparedInsert, type PreparedQuery } from '../../db/prepared.js';

export interface PostingLine {
  accountId: string;
  amount: number;
}

export interface EntryInput {
  kind: 'opening' | 'transfer' | 'settlement' | 'transfer-return' | 'bill-payment' | 'cheque-stop-fee' | 'e-cheque' | 'e-cheque-stop-fee' | 'time-deposit' | 'atm-withdrawal' | 'currency-exchange' | 'mainland-remittance';
  reference: string;
  createdAt: string;
  lines: PostingLine[];
}

export async function postEntry(trx: Transaction<Database> | Kysely<Database>, entry: EntryInput): Promise<string> {
  const total = entry.lines.reduce((sum, l) => sum + l.amount, 0);
  if (entry.lines.length < 2 || total !== 0) throw new Error(`Unbalanced journal entry ${entry.reference}`);
  if (entry.lines.some((l) => !Number.isSafeInteger(l.amount))) throw new Error('Posting amounts must be safe integers');

  const entryId = newId('JE');
  await insertEntry(trx, { id: entryId, kind: entry.kind, reference: entry.reference, created_at: entry.createdAt });
  const lines: Record<string, string | number> = { entryId };
  for (const [i, l] of entry.lines.entries()) {
    lines[`account${i}`] = l.accountId;
    lines[`amount${i}`] = l.amount;
  }
  await insertPostings(entry.lines.length).run(trx, lines);
  // Update balances in account-id order: two concurrent entries on PostgreSQL then take
  // their row locks in the same order and cannot deadlock.
  const ordered = [...entry.lines].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  for (const line of ordered) await addToBalance.run(trx, { accountId: line.accountId, amount: line.amount });
  return entryId;
}

const insertEntry = preparedInsert('journal_entries');
/** The entry's postings in one statement, prepared per number of lines. */
const postingInserts = new Map<number, PreparedQuery<Record<string, string | number>, unknown>>();
function insertPostings(count: number) {
  let query = postingInserts.get(count);
  if (!query) {
    query = prepared<Record<string, string | number>>()((db, p) =>
      db.insertInto('postings').values(
        Array.from({ length: count }, (_, i) => ({ entry_id: p.entryId as string, line_no: i + 1, account_id: p[`account${i}`] as string, amount: p[`amount${i}`] as number })),
      ),
    );
    postingInserts.set(count, query);
  }
  return query;
}
const addToBalance = prepared<{ accountId: string; amount: number }>()((db, p) =>
  db
    .updateTable('accounts')
    .set({ balance: sql<number>`balance + ${p.amount}` })
    .where('id', '=', p.accountId),
);

/** What a balance check needs of an account: its ledger balance and its Money Safe lock. */
export type BalanceOf = Pick<Selectable<AccountsTable>, 'balance' | 'safe_locked'>;

/**
 * What the holder can spend now: the ledger balance less the part locked in the Money Safe,
 * never below zero. Every debit's check (`covers` in transactions/posting.ts) reads this, so
 * no channel can move the locked part.
 */
export function availableBalance(account: BalanceOf): number {
  return Math.max(account.balance - (account.safe_locked ?? 0), 0);
}

/** The internal account of a kind and currency (clearing or settlement). */
export async function internalAccountId(
  trx: Transaction<Database> | Kysely<Database>,
  kind: 'clearing' | 'settlement',
  currency: string,
): Promise<string> {
  const row = await trx
    .selectFrom('accounts')
    .select('id')
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .executeTakeFirst();
  if (!row) throw new Error(`No ${kind} account for ${currency}`);
  return row.id;
}

/** An account as the contracts show it (schemas/entities/account.json): the one mapping every list uses. */
export function accountView(a: Selectable<AccountsTable>) {
  return {
    accountId: a.id,
    accountNo: a.account_no,
    accountType: a.account_type,
    currency: a.currency,
    balance: Math.max(a.balance, 0),
    available: availableBalance(a),
    productName: { 'zh-TW': a.product_zh_tw, 'zh-CN': a.product_zh_cn, en: a.product_en },
  };
}
