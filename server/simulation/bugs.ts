// Bugs planted on purpose, to prove the simulation finds, shrinks and reproduces a real kind of
// fault. They live only here and reach the bank only through the simulation's fault layer
// (faults.ts rewrites the statements); nothing of the bank reads them.
import type { PlantedBug } from './faults.js';

/**
 * A retried payment's debit applied to the balance twice (as a bank that posts its charge again
 * when a client resends after a lost answer would): on the second or a later send of a request,
 * the statement that subtracts from an account's balance runs twice. The journal line is
 * written once, so the account's balance no longer equals its postings.
 */
export const doubleDebitOnRetry: PlantedBug = {
  rewrite(query, state) {
    const debit = state.attempt > 1 && /^update "accounts" set "balance" = balance \+/i.test(query.sql) && Number(query.parameters[0]) < 0;
    return debit ? [query, query] : [query];
  },
};

export const PLANTED_BUGS: Record<string, PlantedBug> = { 'double-debit-on-retry': doubleDebitOnRetry };
