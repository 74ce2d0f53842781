// Mortgages: the customer's home loans with what is paid and outstanding at the bank's date,
// the repayment schedule grouped by loan year, and the calculator. The schedule is computed
// from the loan's terms with domain/mortgage, the same code the calculator uses.
import type { Kysely } from 'kysely';
import { formatRate } from '../../../../domain/deposits/products.js';
import {
  MAX_RATE_PPM,
  addMonthsTo,
  mortgageQuote,
  repaymentSchedule,
  scheduleByYear,
  type ScheduleLine,
} from '../../../../domain/mortgage/index.js';
import { BankError } from '../../../api/errors.js';
import type { Widened, ResponseOf } from '../../../api/handler.js';
import { hkDate } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { toSafeInteger } from '../../../db/numbers.js';
import type { Database, MortgagesTable } from '../../../db/schema.js';
import type { Lang } from '../../../i18n/translate.js';
import { ERR } from '../../../../generated/error-codes.js';

type MortgageView = Widened<ResponseOf<'ITSI150001'>>['mortgages'][number];

/** '2.875' -> 28_750 parts per million; exact decimal parsing, no floating point. */
export function parseRatePpm(text: string): number {
  const match = /^(\d{1,2})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) throw new BankError(ERR.VALID_LOAN_AMOUNT_UP_1_000);
  const ppm = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  if (ppm > MAX_RATE_PPM) throw new BankError(ERR.VALID_LOAN_AMOUNT_UP_1_000);
  return ppm;
}

function dueDate(row: MortgagesTable, no: number): string {
  return addMonthsTo(row.first_due_date, no - 1);
}

function termsOf(row: MortgagesTable): { principal: number; ratePpm: number; months: number } {
  return { principal: toSafeInteger(row.principal), ratePpm: toSafeInteger(row.rate_ppm), months: toSafeInteger(row.months) };
}

function propertyIn(row: MortgagesTable, lang: Lang): string {
  return lang === 'en' ? row.property_en : lang === 'zh-CN' ? row.property_zh_cn : row.property_zh_tw;
}

/** Instalments whose due date is on or before today count as paid (the loan system debits them). */
function mortgageView(row: MortgagesTable, schedule: ScheduleLine[], today: string, accountNo: string, accountType: string, lang: Lang): MortgageView {
  const { principal, ratePpm, months } = termsOf(row);
  const paid = schedule.filter((line) => dueDate(row, line.no) <= today);
  const next = schedule[paid.length];
  const outstanding = paid.length === 0 ? principal : paid[paid.length - 1]!.balance;
  return {
    loanNo: row.loan_no,
    currency: row.currency,
    principal,
    outstanding,
    ratePpm,
    rate: formatRate(ratePpm),
    months,
    paidInstalments: paid.length,
    remainingInstalments: schedule.length - paid.length,
    monthlyInstalment: schedule[0]!.instalment,
    nextDueDate: next ? dueDate(row, next.no) : '',
    nextInstalment: next ? next.instalment : 0,
    drawdownDate: row.drawdown_date,
    maturityDate: dueDate(row, schedule.length),
    totalInterest: schedule.reduce((sum, line) => sum + line.interest, 0),
    interestPaid: paid.reduce((sum, line) => sum + line.interest, 0),
    repaymentAccountNo: accountNo,
    repaymentAccountType: accountType,
    property: propertyIn(row, lang),
    status: next ? row.status : 'repaid',
  };
}

async function withAccount(db: Kysely<Database>, row: MortgagesTable): Promise<{ accountNo: string; accountType: string }> {
  const account = await db
    .selectFrom('accounts')
    .select(['account_no', 'account_type'])
    .where('id', '=', row.repayment_account_id)
    .executeTakeFirst();
  return { accountNo: account?.account_no ?? '', accountType: account?.account_type ?? '' };
}

export async function listMortgages(ctx: AppContext, customerId: string, lang: Lang): Promise<Widened<ResponseOf<'ITSI150001'>>> {
  const db = ctx.store.db;
  const rows = await db.selectFrom('mortgages').selectAll().where('customer_id', '=', customerId).orderBy('drawdown_date', 'desc').execute();
  const today = hkDate(ctx.clock.now());
  const mortgages: MortgageView[] = [];
  for (const row of rows) {
    const { principal, ratePpm, months } = termsOf(row);
    const account = await withAccount(db, row);
    mortgages.push(mortgageView(row, repaymentSchedule(principal, ratePpm, months), today, account.accountNo, account.accountType, lang));
  }
  return { mortgages };
}

export async function mortgageSchedule(
  ctx: AppContext,
  customerId: string,
  loanNo: string,
  lang: Lang,
): Promise<Widened<ResponseOf<'ITSI150002'>>> {
  const db = ctx.store.db;
  const row = await db.selectFrom('mortgages').selectAll().where('customer_id', '=', customerId).where('loan_no', '=', loanNo).executeTakeFirst();
  if (!row) throw new BankError(ERR.MORTGAGE_LOAN_NOT_FOUND);
  const { principal, ratePpm, months } = termsOf(row);
  const schedule = repaymentSchedule(principal, ratePpm, months);
  const account = await withAccount(db, row);
  const mortgage = mortgageView(row, schedule, hkDate(ctx.clock.now()), account.accountNo, account.accountType, lang);
  const years = scheduleByYear(schedule).map((year) => ({ ...year, fromDate: dueDate(row, year.firstNo), toDate: dueDate(row, year.lastNo) }));
  return { mortgage, years };
}

export function calculateMortgage(payload: { principal: number; rate: string; months: number }): Widened<ResponseOf<'ITSI150003'>> {
  const ratePpm = parseRatePpm(payload.rate);
  const quote = mortgageQuote(payload.principal, ratePpm, payload.months);
  const years = scheduleByYear(repaymentSchedule(payload.principal, ratePpm, payload.months));
  return {
    principal: payload.principal,
    rate: formatRate(ratePpm),
    months: quote.months,
    monthlyInstalment: quote.monthlyInstalment,
    lastInstalment: quote.lastInstalment,
    totalInterest: quote.totalInterest,
    totalRepayment: quote.totalRepayment,
    currency: 'HKD',
    years,
  };
}
