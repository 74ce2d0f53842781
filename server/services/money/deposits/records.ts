// Time deposit records: the row as the contracts show it, the lookups of one customer's
// deposits, and the products answer (ITSI120001).
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  DEPOSIT_CURRENCIES,
  PERIOD_CODES,
  daysInYear,
  depositRate,
  formatRate,
  isDepositCurrency,
  minimumEarlyWithdrawalFee,
  minimumPlacement,
  referenceRates,
  type DepositCurrency,
} from '../../../../domain/deposits/index.js';
import type { ITSI120001Request } from '../../../../generated/types/api.js';
import type { AppContext } from '../../../context.js';
import type { Database, TimeDepositsTable } from '../../../db/schema.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { accountView } from '../ledger.js';
import { activeAccountsOf, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { bankTexts } from '../../../i18n/bank-texts.js';
import { currencyName } from '../../../i18n/currency-names.js';

const withCode = (name: { 'zh-TW': string; 'zh-CN': string; en: string }, code: string) => ({ 'zh-TW': `${name['zh-TW']} ${code}`, 'zh-CN': `${name['zh-CN']} ${code}`, en: `${name.en} ${code}` });

/** The columns of a deposit that is still running: nothing renewed it, closed it or withdrew it. */
export const STILL_OPEN = {
  renewed_to: null,
  closed_at: null,
  closing_reference_no: null,
  closing_entry_id: null,
  interest_paid: null,
  fee: null,
  paid_out: null,
  withdraw_key: null,
  withdraw_hash: null,
  withdraw_json: null,
} as const;

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<TimeDepositsTable>;

export type DepositStatus = 'active' | 'matured' | 'renewed' | 'withdrawn';


/** The periods' names, in locales/bank-deposits/. */
const TEXTS = bankTexts<typeof import('../../../../locales/bank-deposits/en.json')>('bank-deposits');

/** '7D' -> 7日 / 7天 / 7 days; '12M' -> 12個月 / 12个月 / 12 months. */
export function periodLabel(code: string): { 'zh-TW': string; 'zh-CN': string; en: string } {
  const n = Number(code.slice(0, -1));
  const unit = code.endsWith('D') ? 'day' : 'month';
  return TEXTS.local(`period.${unit}.${n === 1 ? 'one' : 'other'}`, { n });
}

/** Savings, current and multi-currency accounts in a deposit currency: where a deposit is placed from and paid to. */
export async function depositAccountsOf(db: Db, customerId: string) {
  const accounts = await activeAccountsOf(db, customerId);
  return accounts.filter((a) => PAYING_ACCOUNT_TYPES.includes(a.account_type) && isDepositCurrency(a.currency));
}

export async function depositProducts(ctx: AppContext, customerId: string, request: ITSI120001Request) {
  const currency: DepositCurrency = request.currency ?? 'HKD';
  const { prime, interbank } = referenceRates(currency);
  const accounts = await depositAccountsOf(ctx.store.db, customerId);
  return {
    currency,
    currencies: DEPOSIT_CURRENCIES.map((c) => ({ value: c, label: withCode(currencyName(c), c) })),
    periods: PERIOD_CODES.map((p) => ({ value: p, label: periodLabel(p) })),
    rates: PERIOD_CODES.map((period) => {
      const ratePpm = depositRate(currency, period) ?? 0;
      return { period, ratePpm, rate: formatRate(ratePpm), minimum: minimumPlacement(currency), currency };
    }),
    minimum: minimumPlacement(currency),
    minimumFee: minimumEarlyWithdrawalFee(currency),
    primeRate: formatRate(prime),
    interbankRate: formatRate(interbank),
    daysInYear: daysInYear(currency),
    accounts: accounts.map(accountView),
    minimums: DEPOSIT_CURRENCIES.map((c) => ({ currency: c, minimum: minimumPlacement(c) })),
  };
}

export async function depositView(db: Db, row: Row) {
  const settlement = await db.selectFrom('accounts').select('account_no').where('id', '=', row.settlement_account_id).executeTakeFirst();
  const principal = toSafeIntegerOrZero(row.principal);
  const interest = toSafeIntegerOrZero(row.interest_at_maturity);
  return {
    depositNo: row.id,
    currency: row.currency,
    principal,
    period: row.period,
    ratePpm: toSafeIntegerOrZero(row.rate_ppm),
    rate: formatRate(toSafeIntegerOrZero(row.rate_ppm)),
    valueDate: row.value_date,
    maturityDate: row.maturity_date,
    days: toSafeIntegerOrZero(row.days),
    interestAtMaturity: interest,
    maturityAmount: principal + interest,
    instruction: row.instruction,
    settlementAccountId: row.settlement_account_id,
    settlementAccountNo: settlement?.account_no ?? '',
    status: row.status,
    placedAt: row.placed_at,
    referenceNo: row.reference_no,
    ...(row.closed_at ? { closedAt: row.closed_at } : {}),
    ...(row.closing_reference_no ? { closingReferenceNo: row.closing_reference_no } : {}),
    ...(row.interest_paid !== null ? { interestPaid: toSafeIntegerOrZero(row.interest_paid) } : {}),
    ...(row.fee !== null ? { fee: toSafeIntegerOrZero(row.fee) } : {}),
    ...(row.paid_out !== null ? { paidOut: toSafeIntegerOrZero(row.paid_out) } : {}),
    ...(row.renewed_from ? { renewedFrom: row.renewed_from } : {}),
    ...(row.renewed_to ? { renewedTo: row.renewed_to } : {}),
  };
}

export function ownDeposit(db: Db, customerId: string, depositNo: string): Promise<Row | undefined> {
  return db.selectFrom('time_deposits').selectAll().where('id', '=', depositNo).where('customer_id', '=', customerId).executeTakeFirst();
}

export async function listDeposits(ctx: AppContext, customerId: string, status: 'active' | 'closed' | 'all' = 'all') {
  let query = ctx.store.db.selectFrom('time_deposits').selectAll().where('customer_id', '=', customerId);
  if (status === 'active') query = query.where('status', '=', 'active');
  if (status === 'closed') query = query.where('status', '<>', 'active');
  const rows = await query.orderBy('placed_at', 'desc').orderBy('id', 'desc').execute();
  // Running deposits first, the nearest maturity first; closed ones after, newest first.
  const active = rows.filter((r) => r.status === 'active').sort((a, b) => (a.maturity_date < b.maturity_date ? -1 : a.maturity_date > b.maturity_date ? 1 : 0));
  const closed = rows.filter((r) => r.status !== 'active');
  const deposits = [];
  for (const row of [...active, ...closed]) deposits.push(await depositView(ctx.store.db, row));
  return { deposits };
}
