// Demo bill-payment data: saved bills, one paid bill with its e-receipt per demo customer with
// HKD savings, so the bill screens have something to show on a fresh sandbox. The paid bill
// moved money through the ledger like any payment.
import type { Kysely } from 'kysely';
import { hkCompactDate, hkDate, isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';
import { newId, randomAlnum } from '../ids.js';
import { internalAccountId, postEntry } from '../services/money/ledger.js';
import { bankAccountId } from '../services/money/transactions/bank-accounts.js';
import { BILL_CHANNEL } from '../services/money/bills/pay.js';
import { issueReceipt } from '../services/money/bills/receipts.js';
import { saveTemplateRow } from '../services/money/bills/templates.js';

const DAY_MS = 86_400_000;

const SAVED = [
  { merchantId: 'M2401', billType: '01', billNo: '3012345678', nickname: 'Home Electricity' },
  { merchantId: 'M1102', billType: '01', billNo: '7012345678', nickname: 'Water' },
  { merchantId: 'M3001', billType: '02', billNo: '2223334445', nickname: 'Broadband' },
];

export async function seedBills(db: Kysely<Database>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const customers = await trx.selectFrom('customers').select(['id', 'name_en']).execute();
    for (const customer of customers) {
      const savings = await trx
        .selectFrom('accounts')
        .selectAll()
        .where('customer_id', '=', customer.id)
        .where('account_type', '=', '01')
        .where('currency', '=', 'HKD')
        .executeTakeFirst();
      if (!savings) continue;
      const ids: string[] = [];
      for (const bill of SAVED) ids.push(await saveTemplateRow(trx, customer.id, bill, now - 60 * DAY_MS));

      // Paid three weeks ago, on a business-day morning.
      const paidAt = now - 21 * DAY_MS;
      const reference = `BP${hkCompactDate(paidAt)}${randomAlnum(10)}`;
      const amount = 624_30;
      // The money for it was deposited first, so the demo balances stay as published
      // (server/seed/demo-data.ts) and the ledger still balances.
      await postEntry(trx, {
        kind: 'opening',
        reference: `OPEN-BILL-${savings.account_no}`,
        createdAt: isoAt(paidAt),
        lines: [
          { accountId: await internalAccountId(trx, 'settlement', 'HKD'), amount: -amount },
          { accountId: savings.id, amount },
        ],
      });
      const entryId = await postEntry(trx, {
        kind: 'bill-payment',
        reference,
        createdAt: isoAt(paidAt),
        lines: [
          { accountId: savings.id, amount: -amount },
          { accountId: await bankAccountId(trx, 'bills-payable', 'HKD', isoAt(paidAt)), amount },
        ],
      });
      const row = {
        id: newId('BP'),
        customer_id: customer.id,
        seq: 1,
        reference_no: reference,
        transaction_no: `${hkCompactDate(paidAt)}${randomAlnum(8)}`,
        merchant_id: SAVED[0]!.merchantId,
        bill_type: SAVED[0]!.billType,
        bill_no: SAVED[0]!.billNo,
        nickname: SAVED[0]!.nickname,
        from_account_id: savings.id,
        from_account_no: savings.account_no,
        currency: 'HKD',
        amount,
        kind: 'now' as const,
        effective_date: hkDate(paidAt),
        status: '2',
        channel: BILL_CHANNEL,
        need_receipt: 'Y',
        receipt_name: customer.name_en,
        receipt_email: 'statements@example.com',
        template_id: ids[0] ?? null,
        entry_id: entryId,
        reject_reason: null,
        created_at: isoAt(paidAt),
        updated_at: isoAt(paidAt),
      };
      await trx.insertInto('bill_payments').values(row).execute();
      await trx.updateTable('bill_templates').set({ last_effective_date: row.effective_date }).where('id', '=', row.template_id!).execute();
      await issueReceipt(trx, row, paidAt);
    }
  });
}
