// Amend and cancel of a standing instruction (a forward-dated bill payment, a direct debit, a
// regular payment, a transfer plan), written once on the transaction skeleton (run.ts):
// find the customer's own instruction, refuse one that may no longer change (before any
// one-time code is spent), the second factor, the change itself, and the answer kept for the
// key.
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import type { EarlierLookup } from './idempotency.js';
import type { Outcome } from './outcome.js';
import { runInstruction, type Instruction, type Step } from './run.js';

export interface StandingChange<Row, T> extends Pick<Instruction<Row, T>, 'customerId' | 'request' | 'auth' | 'ip' | 'secondFactor'> {
  once?: {
    key: string;
    reusedCode: string;
    earlier: EarlierLookup;
    /** Keeps the answer, when `change` does not write it into the instruction's row. */
    remember?: (trx: Transaction<Database>, answer: T, step: Step & { key: string; row: Row }) => Promise<void>;
  };
  /** The customer's own instruction, or undefined (answered with `notFound`). */
  find: (trx: Transaction<Database>) => Promise<Row | undefined>;
  notFound: string;
  /** Why this instruction may not change now (an error code), or null. */
  refuse: (row: Row, now: number) => string | null;
  change: (trx: Transaction<Database>, row: Row, step: Step) => Promise<Outcome<T>>;
}

export async function changeStanding<Row, T>(ctx: AppContext, spec: StandingChange<Row, T>): Promise<T> {
  let found: Row | undefined;
  const { once } = spec;
  return runInstruction<T, Row>(ctx, {
    customerId: spec.customerId,
    request: spec.request,
    auth: spec.auth,
    ip: spec.ip,
    ...(once
      ? {
          once: {
            key: once.key,
            reusedCode: once.reusedCode,
            earlier: once.earlier,
            remember: once.remember && ((trx, answer, step) => once.remember!(trx, answer, { ...step, row: found! })),
          },
        }
      : {}),
    prepare: async (trx, step) => {
      found = await spec.find(trx);
      if (!found) return { error: spec.notFound };
      const refused = spec.refuse(found, step.now);
      return refused ? { error: refused } : { ok: found };
    },
    secondFactor: spec.secondFactor,
    act: (trx, row, step) => spec.change(trx, row, step),
  });
}

