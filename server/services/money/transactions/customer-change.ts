// The skeleton of every authenticated change a customer makes, money or not (a limit, the
// e-mail address, a card binding, an FPS registration ...); the money skeleton (run.ts) is
// built on it. ONE database transaction, in this order:
//   1. lock the customer (customer-lock.ts): one change of a customer at a time;
//   2. `prepare`: what costs the customer no one-time code: find the record, refuse what may
//      not change, or answer at once (a retry of a change already made);
//   3. the second factors, in order (second-factor.ts: the one credential entry point, or an
//      SMS code), each audited;
//   4. `act`: the change itself.
// A refusal is returned as an Outcome, so the transaction still commits what must survive it
// (a one-time code's failure count, a used challenge). SMS checks are audited after the
// commit. `changeOutcome` answers the Outcome (for a service that audits its own event);
// `runCustomerChange` throws the refusal as a BankError.
import type { Transaction } from 'kysely';
import { BankError } from '../../../api/errors.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import type { AuthCredential } from '../../customer/security/credentials.js';
import { auditSmsCheck } from '../../customer/sms/challenges.js';
import { lockCustomer } from './customer-lock.js';
import type { Outcome } from './outcome.js';
import { checkSecondFactor, type SecondFactor, type SmsChecked } from './second-factor.js';

/** What `prepare` found: go on with it, a refusal (refuse), or the final answer without a factor. */
export type Prepared<P, T> = { ok: P } | Refusal | { answer: T };

export interface Refusal {
  error: string;
  params?: Record<string, string>;
}

/**
 * A refusal as a named type: a prepare that returns `{ ok: found }` beside a plain `{ error }`
 * literal would make TypeScript infer `found | undefined` for what act receives.
 */
export function refuse(error: string, params?: Record<string, string>): Refusal {
  return params ? { error, params } : { error };
}

export interface CustomerChange<P, T> {
  customerId: string;
  /** The credential verified by a 'required' factor. */
  auth?: AuthCredential;
  ip?: string;
  prepare?: (trx: Transaction<Database>, now: number) => Promise<Prepared<P, T>>;
  /** One factor, or several checked in order (each only after the one before passed). */
  secondFactor: SecondFactor<P> | readonly SecondFactor<P>[];
  act: (trx: Transaction<Database>, prepared: P, now: number) => Promise<Outcome<T>>;
}

export async function changeOutcome<T, P = undefined>(ctx: AppContext, change: CustomerChange<P, T>): Promise<Outcome<T>> {
  const { customerId } = change;
  const checked: SmsChecked[] = [];
  const factors: readonly SecondFactor<P>[] = Array.isArray(change.secondFactor) ? change.secondFactor : [change.secondFactor as SecondFactor<P>];
  const outcome = await ctx.store.db.transaction().execute(async (trx): Promise<Outcome<T>> => {
    await lockCustomer(ctx, trx, customerId);
    const now = ctx.clock.now();
    const found: Prepared<P, T> = change.prepare ? await change.prepare(trx, now) : { ok: undefined as P };
    if ('answer' in found) return { ok: found.answer };
    if ('error' in found) return found;
    for (const factor of factors) {
      const refused = await checkSecondFactor(ctx, trx, customerId, change.auth, factor, now, change.ip, { prepared: found.ok, checked });
      if (refused) return typeof refused === 'string' ? { error: refused } : refused;
    }
    return change.act(trx, found.ok, now);
  });
  for (const sms of checked) await auditSmsCheck(ctx, customerId, sms.purpose, sms.check, change.ip);
  return outcome;
}

/** The answer of a change made, or its refusal thrown after the commit. */
export async function runCustomerChange<T, P = undefined>(ctx: AppContext, change: CustomerChange<P, T>): Promise<T> {
  return answerOf(await changeOutcome(ctx, change));
}

export function answerOf<T>(outcome: Outcome<T>): T {
  if ('error' in outcome) throw new BankError(outcome.error, outcome.params);
  return outcome.ok;
}
