// The digest of a run's final database: what a seed decides (money, instructions and their
// states, with the ids and times the seed gave them), hashed in a fixed order. What is random
// by design (session tokens, salts, the seals' nonces, the signatures in cheque files) is left
// out, so the same seed gives the same digest on every run and machine. The world's device ids
// come from the seed (world.ts), so they are in it whole; its token seeds, sealed under a random
// nonce in the database, are hashed from the customers the world handed out (`tokenSeeds`).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

/** Each table with the columns the seed decides, and the order its rows are read in. */
const TABLES: { table: keyof Database; columns: string[]; order: string[] }[] = [
  { table: 'accounts', columns: ['id', 'account_no', 'currency', 'balance', 'status'], order: ['id'] },
  { table: 'journal_entries', columns: ['id', 'kind', 'reference', 'created_at'], order: ['id'] },
  { table: 'postings', columns: ['entry_id', 'line_no', 'account_id', 'amount'], order: ['entry_id', 'line_no'] },
  { table: 'transfers', columns: ['reference_no', 'customer_id', 'idempotency_key', 'amount', 'status', 'created_at'], order: ['reference_no'] },
  { table: 'bill_payments', columns: ['reference_no', 'amount', 'status'], order: ['reference_no'] },
  { table: 'transfer_plans', columns: ['id', 'amount', 'status'], order: ['id'] },
  { table: 'e_cheques', columns: ['id', 'cheque_no', 'amount', 'status', 'updated_at'], order: ['id'] },
  { table: 'e_cheque_deposits', columns: ['id', 'cheque_id', 'customer_id', 'status', 'entry_id'], order: ['id'] },
  { table: 'time_deposits', columns: ['id', 'principal', 'status', 'reference_no', 'closing_reference_no', 'paid_out'], order: ['id'] },
  { table: 'fx_exchanges', columns: ['id', 'quote_id', 'sell_amount', 'buy_amount', 'rate_micros', 'reference_no'], order: ['id'] },
  { table: 'token_devices', columns: ['customer_id', 'device_id', 'activated_at'], order: ['customer_id', 'device_id'] },
];

export async function databaseDigest(db: Db, tokenSeeds: readonly string[] = []): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`token seeds\n${tokenSeeds.join('\n')}\n`);
  for (const { table, columns, order } of TABLES) {
    let query = db.selectFrom(table as 'accounts').select(columns as 'id'[]);
    for (const o of order) query = query.orderBy(o as 'id');
    const rows = await query.execute();
    hash.update(`${table}\n`);
    for (const row of rows) hash.update(`${columns.map((c) => String((row as Record<string, unknown>)[c])).join('|')}\n`);
  }
  return hash.digest('hex');
}
