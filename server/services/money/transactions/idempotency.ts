// Idempotency, one rule for every instruction: the same key with the same instruction gets the
// first answer and changes nothing; the same key with another instruction is refused with the
// service's own code. Each service keeps its answers where its records are (the transfer row,
// the direct debit row, bill_requests ...); these lookups read them in one shape.
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Outcome } from './outcome.js';
import { isoAt } from '../../../clock.js';
import { prepared, type PreparedQuery } from '../../../db/prepared.js';

export interface EarlierAnswer {
  request_hash: string | null;
  response_json: string | null;
}

export type EarlierLookup = (trx: Transaction<Database>) => Promise<EarlierAnswer | undefined>;

/** Tables whose rows keep the key, fingerprint and answer of the instruction that made them. */
type AnsweredTable = 'transfers' | 'bill_requests' | 'direct_debits' | 'regular_payments' | 'ebill_enrolments' | 'time_deposits' | 'mainland_remittances';

type KeyOf = { customerId: string; key: string };
const answerLookups = new Map<AnsweredTable, PreparedQuery<KeyOf, EarlierAnswer>>();

function answerLookup(table: AnsweredTable): PreparedQuery<KeyOf, EarlierAnswer> {
  let query = answerLookups.get(table);
  if (!query) {
    query = prepared<KeyOf>()((db, p) =>
      db
        .selectFrom(table)
        .select(['request_hash', 'response_json'])
        .where('customer_id', '=', p.customerId)
        .where('idempotency_key', '=', p.key),
    ) as PreparedQuery<KeyOf, EarlierAnswer>;
    answerLookups.set(table, query);
  }
  return query;
}

export function answeredIn(table: AnsweredTable, customerId: string, key: string): EarlierLookup {
  return (trx) => answerLookup(table).first(trx, { customerId, key });
}

/** Standing instructions keep the last change's (amend, cancel) key, fingerprint and answer on their row. */
export function changedIn(table: 'direct_debits' | 'regular_payments', customerId: string, key: string): EarlierLookup {
  return (trx) =>
    trx
      .selectFrom(table)
      .select(['change_hash as request_hash', 'change_json as response_json'])
      .where('customer_id', '=', customerId)
      .where('change_key', '=', key)
      .executeTakeFirst();
}

/** The first answer, the refusal of a reused key, or undefined for a new instruction. */
export function earlierOutcome<T>(earlier: EarlierAnswer | undefined, hash: string, reusedCode: string): Outcome<T> | undefined {
  if (!earlier) return undefined;
  return earlier.request_hash === hash && earlier.response_json ? { ok: JSON.parse(earlier.response_json) as T } : { error: reusedCode };
}

/**
 * For instructions whose record cannot keep the answer (a bill payment's amendments and
 * deletion share its row): the answer is kept in bill_requests, read back by answeredIn.
 */
async function keepAnswer(trx: Transaction<Database>, customerId: string, key: string, hash: string, answer: unknown, now: number): Promise<void> {
  await trx
    .insertInto('bill_requests')
    .values({ customer_id: customerId, idempotency_key: key, request_hash: hash, response_json: JSON.stringify(answer), created_at: isoAt(now) })
    .execute();
}

/** Idempotency for an instruction whose answer is kept in bill_requests. */
export function keptAnswers<T>(customerId: string, key: string, reusedCode: string) {
  return {
    key,
    reusedCode,
    earlier: answeredIn('bill_requests', customerId, key),
    remember: (trx: Transaction<Database>, answer: T, step: { hash: string; now: number }) => keepAnswer(trx, customerId, key, step.hash, answer, step.now),
  };
}
