// The two steps every outgoing transfer shares, whichever journey made it (same-bank/local
// bank, FPS, small-value, express): the balanced debit to the payee's account or the clearing
// account, and the customer's next record number.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toSafeIntegerOrZero } from '../../db/numbers.js';
import { postEntry } from '../ledger.js';

export async function postTransferDebit(
  trx: Transaction<Database>,
  t: { fromAccountId: string; counterAccountId: string; amount: number; referenceNo: string; createdAt: string },
): Promise<string> {
  return postEntry(trx, {
    kind: 'transfer',
    reference: t.referenceNo,
    createdAt: t.createdAt,
    lines: [
      { accountId: t.fromAccountId, amount: -t.amount },
      { accountId: t.counterAccountId, amount: t.amount },
    ],
  });
}

/** A per-customer sequence: a stable newest-first order when timestamps tie. */
export async function nextTransferSeq(trx: Transaction<Database>, customerId: string): Promise<number> {
  const last = await trx
    .selectFrom('transfers')
    .select((eb) => eb.fn.max<number | string | null>('seq').as('seq'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return toSafeIntegerOrZero(last?.seq) + 1;
}
