// A cheque book for every demo current account (type 02): 50 cheques numbered from a
// per-customer start. The first three have been paid (used) and the fourth is in clearing
// (in transit), so the bulk stop shows all three results: accepted, rejected and pending.
// Runs on every start and adds only the books that are missing, so a database seeded before
// cheque books existed gets them too.
import type { Kysely } from 'kysely';
import { isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';
import { newId } from '../ids.js';
import { DEMO_CUSTOMERS } from './demo-data.js';

export const BOOK_SIZE = 50;
const USED = 3;

/** The first cheque number of a demo customer's book: 100001 for the first customer, 200001 ... */
export function firstChequeNo(customerIndex: number): number {
  return (customerIndex + 1) * 100_000 + 1;
}

export async function seedChequeBooks(db: Kysely<Database>, now: number): Promise<void> {
  const createdAt = isoAt(now);
  await db.transaction().execute(async (trx) => {
    for (const [index, demo] of DEMO_CUSTOMERS.entries()) {
      const current = await trx
        .selectFrom('accounts')
        .innerJoin('customers', 'customers.id', 'accounts.customer_id')
        .select(['accounts.id', 'accounts.customer_id'])
        .where('customers.login_id', '=', demo.loginId)
        .where('accounts.account_type', '=', '02')
        .where('accounts.kind', '=', 'customer')
        .executeTakeFirst();
      if (!current?.customer_id) continue;
      const existing = await trx.selectFrom('cheque_books').select('id').where('account_id', '=', current.id).executeTakeFirst();
      if (existing) continue;
      const bookId = newId('CB');
      const first = firstChequeNo(index);
      await trx
        .insertInto('cheque_books')
        .values({ id: bookId, customer_id: current.customer_id, account_id: current.id, first_no: first, last_no: first + BOOK_SIZE - 1, issued_at: createdAt })
        .execute();
      const cheques = Array.from({ length: BOOK_SIZE }, (_, i) => ({
        book_id: bookId,
        cheque_no: first + i,
        status: i < USED ? 'used' : i === USED ? 'in-transit' : 'normal',
        stop_id: null,
        updated_at: createdAt,
      }));
      await trx.insertInto('cheques').values(cheques).execute();
    }
  });
}
