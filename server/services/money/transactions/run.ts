// The transaction skeleton every instruction that moves money or changes a standing
// instruction runs in: a customer's authenticated change (customer-change.ts) with
// idempotency. ONE database transaction, in this order:
//   1. lock the customer (customer-lock.ts): one instruction of a customer at a time;
//   2. idempotency (idempotency.ts): a known key answers the first answer or the reused-key code;
//   3. `prepare`: checks that cost the customer no one-time code (the instruction exists and may
//      still change ...);
//   4. the second factor (second-factor.ts);
//   5. `act`: the service's own rules, limits, the posting (posting.ts) and the record;
//   6. the answer is remembered where the service keeps it, with the request's fingerprint.
// A refusal is returned as an Outcome and thrown as a BankError only after the commit, so a
// failed code's count survives while no money moves.
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import type { AuthCredential } from '../../customer/security/credentials.js';
import { runCustomerChange, type Prepared } from './customer-change.js';
import { earlierOutcome, type EarlierLookup } from './idempotency.js';
import type { Outcome } from './outcome.js';
import { requestHash } from './request-hash.js';
import type { SecondFactor } from './second-factor.js';

export interface Step {
  /** The request's fingerprint (request-hash.ts), for the record that keeps the answer. */
  hash: string;
  /** The bank's clock, read once for the whole instruction. */
  now: number;
}

export interface Instruction<P, T> {
  customerId: string;
  /** The request as the contract delivered it: fingerprinted for idempotency. */
  request: object;
  /** The credential verified when `secondFactor` is 'required'. */
  auth?: AuthCredential;
  ip?: string;
  /** Absent for the few instructions without an idempotency key (deleting a payee or a plan). */
  once?: {
    key: string;
    /** The answer to the same key with a different instruction. */
    reusedCode: string;
    earlier: EarlierLookup;
    /** Keeps the answer, when `act` does not write it into its own record. */
    remember?: (trx: Transaction<Database>, answer: T, step: Step & { key: string }) => Promise<void>;
  };
  prepare?: (trx: Transaction<Database>, step: Step) => Promise<Outcome<P>>;
  secondFactor: SecondFactor<P>;
  act: (trx: Transaction<Database>, prepared: P, step: Step) => Promise<Outcome<T>>;
}

export async function runInstruction<T, P = undefined>(ctx: AppContext, instruction: Instruction<P, T>): Promise<T> {
  const { customerId, request, once } = instruction;
  const hash = requestHash(request);
  return runCustomerChange<T, P>(ctx, {
    customerId,
    auth: instruction.auth,
    ip: instruction.ip,
    prepare: async (trx, now): Promise<Prepared<P, T>> => {
      if (once) {
        const earlier = earlierOutcome<T>(await once.earlier(trx), hash, once.reusedCode);
        if (earlier) return 'ok' in earlier ? { answer: earlier.ok } : earlier;
      }
      return instruction.prepare ? instruction.prepare(trx, { hash, now }) : { ok: undefined as P };
    },
    secondFactor: instruction.secondFactor,
    act: async (trx, prepared, now) => {
      const step = { hash, now };
      const result = await instruction.act(trx, prepared, step);
      if ('ok' in result && once?.remember) await once.remember(trx, result.ok, { ...step, key: once.key });
      return result;
    },
  });
}
