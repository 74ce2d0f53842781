// The demo mortgage of LEE KA YAN (lee.kayan): HKD 6,800,000 over 25 years at 2.875%, drawn
// 38 months before the first start, repaid monthly from the HKD savings account. A loan is a
// record of terms (the schedule is computed, domain/mortgage); seeding it moves no money, so
// the demo balances other journeys rely on stay as they are. Runs on every start and adds it
// only when the customer has no mortgage yet, so a database seeded earlier gets it too.
import type { Kysely } from 'kysely';
import { addMonthsTo } from '../../domain/mortgage/index.js';
import { hkDate, isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';
import { newId } from '../ids.js';

export const DEMO_MORTGAGE_LOGIN = 'lee.kayan';
export const DEMO_LOAN_NO = 'ML8523980001';

export async function seedMortgages(db: Kysely<Database>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').select('id').where('login_id', '=', DEMO_MORTGAGE_LOGIN).executeTakeFirst();
    if (!customer) return;
    const existing = await trx.selectFrom('mortgages').select('id').where('customer_id', '=', customer.id).executeTakeFirst();
    if (existing) return;
    const account = await trx
      .selectFrom('accounts')
      .select('id')
      .where('customer_id', '=', customer.id)
      .where('account_type', '=', '01')
      .where('currency', '=', 'HKD')
      .executeTakeFirst();
    if (!account) return;
    const today = hkDate(now);
    const drawdown = addMonthsTo(today, -38);
    await trx
      .insertInto('mortgages')
      .values({
        id: newId('mtg'),
        customer_id: customer.id,
        loan_no: DEMO_LOAN_NO,
        currency: 'HKD',
        principal: 680_000_000,
        rate_ppm: 28_750,
        months: 300,
        drawdown_date: drawdown,
        first_due_date: addMonthsTo(drawdown, 1),
        repayment_account_id: account.id,
        property_zh_tw: '九龍旺角彌敦道 700 號 18 樓 B 室',
        property_zh_cn: '九龙旺角弥敦道 700 号 18 楼 B 室',
        property_en: 'Flat B, 18/F, 700 Nathan Road, Mong Kok, Kowloon',
        status: 'active',
        created_at: isoAt(now),
      })
      .execute();
  });
}
