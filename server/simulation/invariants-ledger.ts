// The ledger's invariants after every operation, at a cost that does not grow with the ledger:
//   - no customer balance below zero, and each currency's balances sum to zero (all accounts,
//     every time: the accounts table is small);
//   - on SQLite, every account (the bank's own too) caches the sum of its postings, and every
//     entry written since the last check sums to zero over at least two lines. The sums are kept
//     here as the bank posts: the postings written since the last check are read by rowid (SQLite
//     gives a new row a rowid above every row's before it) and added to their accounts' sums,
//     which started from one full sum per account when the run began. The bank only ever inserts
//     postings (`postEntry`, services/money/ledger.ts; nothing updates or deletes one), so this
//     sees every posting it writes;
//   - on PostgreSQL (no rowid), every customer account whose cached balance moved since the last
//     check caches the sum of its postings (one indexed sum per moved account).
// What this leaves to the whole-bank check (ledger-check.ts, every Nth operation, after the last
// operation, and after every operation while the shrinker replays): a posting changed or
// deleted in place (which the bank never does), an entry without postings, and on PostgreSQL an
// entry that does not sum to zero and an account whose balance did not move while a posting of
// its did. The argument for what this check does not re-read: an account's sum was right at the
// last check and its rows were only added to since, so the sums kept here are the sums the
// whole-bank check would compute; a wrong row of before is found there at the latest K
// operations later.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { toSafeIntegerOrZero } from '../db/numbers.js';

type Db = Kysely<Database>;

interface AccountRow {
  id: string;
  account_no: string;
  kind: string;
  currency: string;
  balance: number;
}

export class LedgerWatch {
  /** PostgreSQL: each account's cached balance when it was last found equal to its postings' sum. */
  private readonly checked = new Map<string, number>();
  /** SQLite: each account's postings' sum, kept as postings are written. */
  private sums: Map<string, number> | undefined;
  /** SQLite: the largest postings rowid already added to `sums`. */
  private lastRowid = 0;

  constructor(private readonly dialect: 'sqlite' | 'postgres' = 'sqlite') {}

  async check(db: Db): Promise<string[]> {
    const problems: string[] = [];
    const accounts = (await db.selectFrom('accounts').select(['id', 'account_no', 'kind', 'currency', 'balance']).execute()) as AccountRow[];
    const perCurrency = new Map<string, number>();
    for (const a of accounts) {
      const balance = toSafeIntegerOrZero(a.balance);
      perCurrency.set(a.currency, (perCurrency.get(a.currency) ?? 0) + balance);
      if (a.kind === 'customer' && balance < 0) problems.push(`account ${a.account_no} is at ${balance}, below zero`);
    }
    for (const [currency, total] of perCurrency) if (total !== 0) problems.push(`currency ${currency} ledger sums to ${total}`);
    if (this.dialect === 'sqlite') problems.push(...(await this.kept(db, accounts)));
    else problems.push(...(await this.moved(db, accounts)));
    return problems;
  }

  /** SQLite: the new postings added to the kept sums; every account and every new entry compared. */
  private async kept(db: Db, accounts: AccountRow[]): Promise<string[]> {
    const problems: string[] = [];
    if (!this.sums) {
      // The run's start: one full sum per account, and the rowid they reach.
      const top = await db.selectFrom('postings').select(sql<number>`coalesce(max(rowid), 0)`.as('top')).executeTakeFirstOrThrow();
      const sums = await db.selectFrom('postings').select(['account_id', (eb) => eb.fn.sum<string | number>('amount').as('total')]).where(sql<number>`rowid`, '<=', top.top).groupBy('account_id').execute();
      this.sums = new Map(sums.map((s) => [s.account_id, toSafeIntegerOrZero(s.total)]));
      this.lastRowid = Number(top.top);
    }
    const fresh = await db
      .selectFrom('postings')
      .select([sql<number>`rowid`.as('row'), 'entry_id', 'account_id', 'amount'])
      .where(sql<number>`rowid`, '>', this.lastRowid)
      .orderBy(sql`rowid`)
      .execute();
    const entries = new Map<string, { total: number; lines: number }>();
    for (const p of fresh) {
      const amount = toSafeIntegerOrZero(p.amount);
      this.sums.set(p.account_id, (this.sums.get(p.account_id) ?? 0) + amount);
      const e = entries.get(p.entry_id) ?? { total: 0, lines: 0 };
      e.total += amount;
      e.lines += 1;
      entries.set(p.entry_id, e);
      this.lastRowid = Math.max(this.lastRowid, Number(p.row));
    }
    for (const [id, e] of entries) {
      if (e.total !== 0) problems.push(`entry ${id} sums to ${e.total}`);
      if (e.lines < 2) problems.push(`entry ${id} has ${e.lines} line(s)`);
    }
    for (const a of accounts) {
      const posted = this.sums.get(a.id) ?? 0;
      if (posted !== toSafeIntegerOrZero(a.balance)) problems.push(`account ${a.id} caches ${a.balance} but postings sum to ${posted}`);
    }
    return problems;
  }

  /** PostgreSQL: one indexed sum per customer account whose balance moved since it was last right. */
  private async moved(db: Db, accounts: AccountRow[]): Promise<string[]> {
    const problems: string[] = [];
    for (const a of accounts) {
      const balance = toSafeIntegerOrZero(a.balance);
      if (a.kind !== 'customer' || this.checked.get(a.id) === balance) continue;
      const posted = await db.selectFrom('postings').select((eb) => eb.fn.sum<string | number>('amount').as('total')).where('account_id', '=', a.id).executeTakeFirst();
      const sum = toSafeIntegerOrZero(posted?.total ?? 0);
      if (sum !== balance) problems.push(`account ${a.id} caches ${balance} but postings sum to ${sum}`);
      else this.checked.set(a.id, balance);
    }
    return problems;
  }
}
