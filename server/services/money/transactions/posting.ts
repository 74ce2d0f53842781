// The posting of every money-moving service: one balanced journal entry in integer minor
// units that debits the customer's account with the amount and the bank's fee, credits the
// counter-account (a payee's account, clearing or bills payable) with the amount and the
// bank's fee income with the fee. The balance check that precedes it is `covers`.
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { prepared } from '../../../db/prepared.js';
import { availableBalance, postEntry, type BalanceOf, type EntryInput } from '../ledger.js';
import { bankAccountId } from './bank-accounts.js';

export interface Debit {
  kind: EntryInput['kind'];
  fromAccountId: string;
  counterAccountId: string;
  currency: string;
  amount: number;
  /** The bank's own charge, in the same currency; 0 when waived. */
  fee?: number;
  reference: string;
  createdAt: string;
}

/** Whether the account can pay the amount and the fee from what is available now. */
export function covers(account: BalanceOf, amount: number, fee = 0): boolean {
  return amount + fee <= availableBalance(account);
}

/** What stays available after the debit, as the answer shows it. */
export function availableAfter(account: BalanceOf, amount: number, fee = 0): number {
  return availableBalance({ balance: account.balance - amount - fee, safe_locked: account.safe_locked });
}

export async function postDebit(trx: Transaction<Database>, debit: Debit): Promise<string> {
  const fee = debit.fee ?? 0;
  const lines = [
    { accountId: debit.fromAccountId, amount: -(debit.amount + fee) },
    { accountId: debit.counterAccountId, amount: debit.amount },
  ];
  if (fee > 0) lines.push({ accountId: await bankAccountId(trx, 'fee-income', debit.currency, debit.createdAt), amount: fee });
  return postEntry(trx, { kind: debit.kind, reference: debit.reference, createdAt: debit.createdAt, lines });
}

/** A per-customer sequence of a record table: a stable newest-first order when timestamps tie. */
const lastSeq = {
  transfers: lastSeqOf('transfers'),
  bill_payments: lastSeqOf('bill_payments'),
};

function lastSeqOf(table: 'transfers' | 'bill_payments') {
  return prepared<{ customerId: string }>()((db, p) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.max<number | string | null>('seq').as('seq'))
      .where('customer_id', '=', p.customerId),
  );
}

export async function nextSeq(trx: Transaction<Database>, table: 'transfers' | 'bill_payments', customerId: string): Promise<number> {
  const last = await lastSeq[table].first(trx, { customerId });
  return toSafeIntegerOrZero(last?.seq) + 1;
}
