// Paying merchants by e-cheque: which bill merchants (server/seed/merchants.json) accept an
// e-cheque, and the collection account at this bank the cheque is presented to. A merchant
// without a row, or with accepts_e_cheque 0, does not accept e-cheques. The demo merchants
// that accept them are set here; the collection accounts themselves are ledger accounts
// (kind 'merchant-collection') opened on the first payment (services/money/e-cheques/merchants.ts).
import type { Kysely } from 'kysely';

/** Demo merchants that accept e-cheque payment, with their collection account numbers. */
const DEMO_ACCEPTING: readonly { merchantId: string; collectionAccountNo: string }[] = [
  { merchantId: 'M0301', collectionAccountNo: '39880000000301' },
  { merchantId: 'M1001', collectionAccountNo: '39880000001001' },
  { merchantId: 'M2201', collectionAccountNo: '39880000002201' },
  { merchantId: 'M2301', collectionAccountNo: '39880000002301' },
  { merchantId: 'M2501', collectionAccountNo: '39880000002501' },
  { merchantId: 'M2601', collectionAccountNo: '39880000002601' },
];

interface Tables {
  e_cheque_merchants: { merchant_id: string; accepts_e_cheque: number; collection_account_no: string; updated_at: string };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('e_cheque_merchants')
    .addColumn('merchant_id', 'text', (c) => c.primaryKey())
    .addColumn('accepts_e_cheque', 'integer', (c) => c.notNull())
    .addColumn('collection_account_no', 'text', (c) => c.notNull().unique())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await (db as Kysely<Tables>)
    .insertInto('e_cheque_merchants')
    .values(DEMO_ACCEPTING.map((m) => ({ merchant_id: m.merchantId, accepts_e_cheque: 1, collection_account_no: m.collectionAccountNo, updated_at: '2026-01-01T00:00:00.000Z' })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('e_cheque_merchants').execute();
}
