// The ledger's invariants after every operation, at the cost of the accounts table (a few dozen
// rows) rather than of the whole ledger (which grows with every operation):
//   - no customer balance below zero, and each currency's balances sum to zero (all accounts,
//     every time: the accounts table is small);
//   - every customer account whose cached balance moved since the last check caches the sum of
//     its postings (one indexed sum per moved account). The bank's own accounts (settlement, FX
//     positions, fees) take a line of nearly every entry, so summing theirs after every
//     operation would cost as much as the whole ledger; a wrong one among them shows in its
//     currency's sum at once, or in the whole-bank check.
// What this leaves to the whole-bank check (ledger-check.ts, every Nth operation, after every
// clock move and after the last operation): an entry that does not sum to zero or has one line,
// an entry without postings, and a posting written or changed without its account's balance
// moving. The argument for the customer accounts that did not move: their cached balance equalled their
// postings' sum at the last check and is unchanged, so it can only be wrong if a posting of
// theirs was added, changed or removed without the balance following, which the whole-bank
// check finds at the latest K operations later (the shrinker replays with the whole check after
// every operation, so the list it prints is as short as before).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { toSafeIntegerOrZero } from '../db/numbers.js';

type Db = Kysely<Database>;

export class LedgerWatch {
  /** Each account's cached balance when it was last found equal to its postings' sum. */
  private readonly checked = new Map<string, number>();

  async check(db: Db): Promise<string[]> {
    const problems: string[] = [];
    const accounts = await db.selectFrom('accounts').select(['id', 'account_no', 'kind', 'currency', 'balance']).execute();
    const perCurrency = new Map<string, number>();
    for (const a of accounts) {
      const balance = toSafeIntegerOrZero(a.balance);
      perCurrency.set(a.currency, (perCurrency.get(a.currency) ?? 0) + balance);
      if (a.kind === 'customer' && balance < 0) problems.push(`account ${a.account_no} is at ${balance}, below zero`);
      if (a.kind !== 'customer' || this.checked.get(a.id) === balance) continue;
      const posted = await db.selectFrom('postings').select((eb) => eb.fn.sum<string | number>('amount').as('total')).where('account_id', '=', a.id).executeTakeFirst();
      const sum = toSafeIntegerOrZero(posted?.total ?? 0);
      if (sum !== balance) problems.push(`account ${a.id} caches ${balance} but postings sum to ${sum}`);
      else this.checked.set(a.id, balance);
    }
    for (const [currency, total] of perCurrency) if (total !== 0) problems.push(`currency ${currency} ledger sums to ${total}`);
    return problems;
  }
}
