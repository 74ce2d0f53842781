// Demo time deposits of HO WING YAN (ho.wingyan), placed from the HKD savings account some
// weeks before the first start: a one-month deposit that matures within days (principal and
// interest to the account, instruction 4), a three-month one renewed with its interest
// (instruction 3) and a six-month one whose interest is paid out at renewal (instruction 1).
// The principal sits in the bank's time-deposit account; like an opening balance it came in
// through the clearing house. Runs on every start and adds them only when the customer has
// no time deposit yet, so a database seeded before time deposits existed gets them too.
import type { Kysely } from 'kysely';
import { addDays } from '../../domain/calendar/index.js';
import { daysBetween, maturityDate, parsePeriod, type DepositCurrency, type MaturityInstruction } from '../../domain/deposits/index.js';
import { hkDate, isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';
import { randomAlnum } from '../ids.js';
import { internalAccountId, postEntry } from '../services/money/ledger.js';
import { depositNumber, termsFor } from '../services/money/deposits/place.js';
import { bankAccountId } from '../services/money/transactions/bank-accounts.js';
import { STILL_OPEN } from '../services/money/deposits/records.js';

export const DEMO_DEPOSIT_LOGIN = 'ho.wingyan';

interface DemoDeposit {
  principal: number;
  period: string;
  instruction: MaturityInstruction;
  /** Days before today the deposit was placed; the first is chosen so it matures within days. */
  placedDaysAgo: number | 'matures-soon';
}

const DEMO: readonly DemoDeposit[] = [
  { principal: 10_000_000, period: '1M', instruction: '4', placedDaysAgo: 'matures-soon' },
  { principal: 5_000_000, period: '3M', instruction: '3', placedDaysAgo: 40 },
  { principal: 2_000_000, period: '6M', instruction: '1', placedDaysAgo: 65 },
];

/** A value date for a deposit of the period that matures 2 to 7 days after today. */
export function valueDateMaturingSoon(today: string, periodCode: string): string {
  const period = parsePeriod(periodCode)!;
  for (let back = 1; back < 400; back += 1) {
    const valueDate = addDays(today, -back);
    const ahead = daysBetween(today, maturityDate(valueDate, period));
    if (ahead >= 2 && ahead <= 7) return valueDate;
  }
  return today;
}

export async function seedTimeDeposits(db: Kysely<Database>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').select('id').where('login_id', '=', DEMO_DEPOSIT_LOGIN).executeTakeFirst();
    if (!customer) return;
    const existing = await trx.selectFrom('time_deposits').select('id').where('customer_id', '=', customer.id).executeTakeFirst();
    if (existing) return;
    const account = await trx
      .selectFrom('accounts')
      .select(['id', 'currency'])
      .where('customer_id', '=', customer.id)
      .where('kind', '=', 'customer')
      .where('account_type', '=', '01')
      .where('currency', '=', 'HKD')
      .executeTakeFirst();
    if (!account) return;
    const currency: DepositCurrency = 'HKD';
    const at = isoAt(now);
    const today = hkDate(now);
    for (const demo of DEMO) {
      const valueDate = demo.placedDaysAgo === 'matures-soon' ? valueDateMaturingSoon(today, demo.period) : addDays(today, -demo.placedDaysAgo);
      const terms = termsFor(currency, demo.period, demo.principal, valueDate);
      if (!terms) continue;
      const depositNo = depositNumber(now);
      const referenceNo = `TP${valueDate.replaceAll('-', '')}${randomAlnum(10)}`;
      const entryId = await postEntry(trx, {
        kind: 'opening',
        reference: `OPEN-${depositNo}`,
        createdAt: at,
        lines: [
          { accountId: await internalAccountId(trx, 'settlement', currency), amount: -demo.principal },
          { accountId: await bankAccountId(trx, 'time-deposits', currency, at), amount: demo.principal },
        ],
      });
      await trx
        .insertInto('time_deposits')
        .values({
          id: depositNo,
          customer_id: customer.id,
          currency,
          principal: demo.principal,
          period: demo.period,
          rate_ppm: terms.ratePpm,
          value_date: terms.valueDate,
          maturity_date: terms.maturityDate,
          days: terms.days,
          interest_at_maturity: terms.interest,
          instruction: demo.instruction,
          settlement_account_id: account.id,
          status: 'active',
          reference_no: referenceNo,
          entry_id: entryId,
          placed_at: `${valueDate}T01:30:00.000Z`,
          idempotency_key: null,
          request_hash: null,
          response_json: null,
          renewed_from: null,
          ...STILL_OPEN,
        })
        .execute();
    }
  });
}
