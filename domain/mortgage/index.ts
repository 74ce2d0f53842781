// The arithmetic of a mortgage: the monthly instalment of an annuity loan and its repayment
// schedule. Money in integer minor units (cents), the annual rate in parts per million
// (2.875% = 28_750). The bank and the front end both use this module, so the calculator and
// the bank's own answer agree to the cent.
//
// Rounding (docs/mortgage-and-branches.md):
// - instalment = P × r / (1 − (1 + r)^−n) with r = annual rate / 12, rounded half up to the
//   cent; with a rate of 0 it is P / n, rounded up (so n instalments never repay less than P);
// - each month's interest = outstanding balance × r, rounded half up to the cent (integers
//   only, BigInt);
// - principal repaid = instalment − interest; the last instalment repays whatever is left, so
//   the principal parts always sum to P exactly and the last instalment may differ by cents.

export const MAX_TENOR_MONTHS = 360;
export const MAX_RATE_PPM = 200_000; // 20% a year
export const MAX_PRINCIPAL = 100_000_000_000; // HKD 1,000,000,000.00

export interface ScheduleLine {
  /** 1-based instalment number. */
  no: number;
  instalment: number;
  interest: number;
  principal: number;
  /** Outstanding principal after this instalment. */
  balance: number;
}

function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function checkTerms(principal: number, ratePpm: number, months: number): void {
  if (!Number.isSafeInteger(principal) || principal <= 0 || principal > MAX_PRINCIPAL) throw new RangeError('principal');
  if (!Number.isSafeInteger(ratePpm) || ratePpm < 0 || ratePpm > MAX_RATE_PPM) throw new RangeError('ratePpm');
  if (!Number.isSafeInteger(months) || months < 1 || months > MAX_TENOR_MONTHS) throw new RangeError('months');
}

/** One month's interest on a balance: balance × ratePpm / 12,000,000, half up. */
export function monthlyInterest(balance: number, ratePpm: number): number {
  return Number(roundHalfUp(BigInt(balance) * BigInt(ratePpm), 12_000_000n));
}

/** The regular monthly instalment in cents. */
export function monthlyInstalment(principal: number, ratePpm: number, months: number): number {
  checkTerms(principal, ratePpm, months);
  if (ratePpm === 0) return Math.ceil(principal / months);
  const r = ratePpm / 12_000_000;
  const exact = (principal * r) / (1 - Math.pow(1 + r, -months));
  // Half up on the cent; the tiny epsilon keeps a binary x.4999999 that is really x.5 from rounding down.
  return Math.floor(exact + 0.5 + 1e-9);
}

/** Every instalment of the loan; principal parts sum to `principal`, the last balance is 0. */
export function repaymentSchedule(principal: number, ratePpm: number, months: number): ScheduleLine[] {
  const instalment = monthlyInstalment(principal, ratePpm, months);
  const lines: ScheduleLine[] = [];
  let balance = principal;
  for (let no = 1; no <= months && balance > 0; no += 1) {
    const interest = monthlyInterest(balance, ratePpm);
    const last = no === months || instalment - interest >= balance;
    const principalPart = last ? balance : instalment - interest;
    balance -= principalPart;
    lines.push({ no, instalment: principalPart + interest, interest, principal: principalPart, balance });
  }
  return lines;
}

export interface MortgageQuote {
  monthlyInstalment: number;
  lastInstalment: number;
  totalInterest: number;
  totalRepayment: number;
  months: number;
}

export function mortgageQuote(principal: number, ratePpm: number, months: number): MortgageQuote {
  const schedule = repaymentSchedule(principal, ratePpm, months);
  const totalInterest = schedule.reduce((sum, line) => sum + line.interest, 0);
  return {
    monthlyInstalment: schedule[0]!.instalment,
    lastInstalment: schedule[schedule.length - 1]!.instalment,
    totalInterest,
    totalRepayment: principal + totalInterest,
    months: schedule.length,
  };
}

export interface YearSummary {
  /** 1-based year of the loan (instalments 1-12 are year 1). */
  year: number;
  firstNo: number;
  lastNo: number;
  principal: number;
  interest: number;
  /** Outstanding principal at the end of the year. */
  balance: number;
}

/** The schedule grouped by loan year. */
export function scheduleByYear(lines: readonly ScheduleLine[]): YearSummary[] {
  const years: YearSummary[] = [];
  for (const line of lines) {
    const year = Math.ceil(line.no / 12);
    let row = years[year - 1];
    if (!row) {
      row = { year, firstNo: line.no, lastNo: line.no, principal: 0, interest: 0, balance: line.balance };
      years.push(row);
    }
    row.lastNo = line.no;
    row.principal += line.principal;
    row.interest += line.interest;
    row.balance = line.balance;
  }
  return years;
}

/** 'YYYY-MM-DD' n months after a date (the month's last day when shorter). */
export { addMonths as addMonthsTo } from '../calendar/index';
