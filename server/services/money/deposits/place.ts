// ITSI120002 (quote) and ITSI120003 (place). Both check the placement the same way: the
// from-account is the customer's own active savings, current or multi-currency account in the
// deposit's currency, the period and currency are offered, the amount is at least the
// currency's minimum and available. The placement then runs in the transaction skeleton
// (customer lock, idempotency, mobile-token code) and posts one balanced entry: the
// from-account is debited with the principal, the bank's time-deposit account of the currency
// is credited. It is a movement between the customer's own accounts, so it is not counted
// against the daily transfer limit (no transfer record is written).
import type { Selectable, Transaction } from 'kysely';
import {
  daysInYear,
  depositRate,
  interestFor,
  isDepositCurrency,
  maturityDate,
  minimumPlacement,
  parsePeriod,
  formatRate,
  daysBetween,
  type DepositCurrency,
} from '../../../../domain/deposits/index.js';
import { formatMoney } from '../../../../domain/format/index.js';
import { BankError } from '../../../api/errors.js';
import type { ITSI120002Request, ITSI120003Request } from '../../../../generated/types/api.js';
import { hkCompactDate, hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { AccountsTable, Database } from '../../../db/schema.js';
import { randomAlnum } from '../../../ids.js';
import { bankAccountId } from '../transactions/bank-accounts.js';
import { answeredIn } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { ownAccount, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { availableAfter, covers, postDebit } from '../transactions/posting.js';
import { runInstruction, type Step } from '../transactions/run.js';
import { depositView, ownDeposit, STILL_OPEN } from './records.js';
import { ERR } from '../../../../generated/error-codes.js';

type Db = Transaction<Database> | AppContext['store']['db'];

export interface Terms {
  currency: DepositCurrency;
  ratePpm: number;
  valueDate: string;
  maturityDate: string;
  days: number;
  interest: number;
}

/** The terms of a deposit of this principal placed (or renewed) on the value date at today's rate. */
export function termsFor(currency: DepositCurrency, periodCode: string, principal: number, valueDate: string): Terms | undefined {
  const period = parsePeriod(periodCode);
  const ratePpm = depositRate(currency, periodCode);
  if (!period || ratePpm === undefined) return undefined;
  const maturity = maturityDate(valueDate, period);
  const days = daysBetween(valueDate, maturity);
  return { currency, ratePpm, valueDate, maturityDate: maturity, days, interest: interestFor(principal, ratePpm, days, currency) };
}

interface Checked {
  account: Selectable<AccountsTable>;
  terms: Terms;
}

type PlacementFields = Pick<ITSI120002Request, 'fromAccountId' | 'currency' | 'amount' | 'period' | 'instruction'>;

async function checkPlacement(db: Db, customerId: string, request: PlacementFields, now: number): Promise<Outcome<Checked>> {
  if (!isDepositCurrency(request.currency)) return { error: ERR.TIME_DEPOSITS_NOT_OFFERED_CURRENCY_PERIOD };
  const account = await ownAccount(db, customerId, request.fromAccountId, { types: PAYING_ACCOUNT_TYPES, currencies: [request.currency] });
  if (!account) return { error: ERR.NO_APPLICABLE_ACCOUNT_CHOOSE_SAVINGS_CURRENT };
  const terms = termsFor(request.currency, request.period, request.amount, hkDate(now));
  if (!terms) return { error: ERR.TIME_DEPOSITS_NOT_OFFERED_CURRENCY_PERIOD };
  const minimum = minimumPlacement(request.currency);
  if (request.amount < minimum) return { error: ERR.AMOUNT_BELOW_MINIMUM_DEPOSIT, params: { minimum: formatMoney(minimum, request.currency) } };
  if (!covers(account, request.amount)) return { error: ERR.INSUFFICIENT_AVAILABLE_BALANCE_E120000003 };
  return { ok: { account, terms } };
}

export async function placementQuote(ctx: AppContext, customerId: string, request: ITSI120002Request) {
  const checked = await checkPlacement(ctx.store.db, customerId, request, ctx.clock.now());
  if ('error' in checked) throwOutcome(checked);
  const { account, terms } = checked.ok;
  return {
    quote: {
      currency: terms.currency,
      amount: request.amount,
      period: request.period,
      ratePpm: terms.ratePpm,
      rate: formatRate(terms.ratePpm),
      valueDate: terms.valueDate,
      maturityDate: terms.maturityDate,
      days: terms.days,
      daysInYear: daysInYear(terms.currency),
      interestAtMaturity: terms.interest,
      maturityAmount: request.amount + terms.interest,
      instruction: request.instruction,
      fromAccountId: account.id,
      fromAccountNo: account.account_no,
      minimum: minimumPlacement(terms.currency),
      availableAfter: availableAfter(account, request.amount),
    },
  };
}

function throwOutcome(outcome: { error: string; params?: Record<string, string> }): never {
  throw new BankError(outcome.error, outcome.params ?? {});
}

export function depositNumber(now: number): string {
  return `TD${hkCompactDate(now)}${randomAlnum(10)}`;
}

export interface PlaceResponse {
  deposit: Awaited<ReturnType<typeof depositView>>;
  availableAfter: number;
}

export function placeDeposit(ctx: AppContext, customerId: string, request: ITSI120003Request): Promise<PlaceResponse> {
  return runInstruction<PlaceResponse, Checked>(ctx, {
    customerId,
    request,
    auth: request.auth,
    once: {
      key: request.idempotencyKey,
      reusedCode: ERR.INSTRUCTION_ALREADY_SUBMITTED_DIFFERENT_DETAILS_E120000008,
      earlier: answeredIn('time_deposits', customerId, request.idempotencyKey),
      remember: async (trx, answer) => {
        await trx.updateTable('time_deposits').set({ response_json: JSON.stringify(answer) }).where('id', '=', answer.deposit.depositNo).execute();
      },
    },
    // The form's refusals cost no one-time code.
    prepare: (trx, step) => checkPlacement(trx, customerId, request, step.now),
    secondFactor: 'required',
    act: (trx, checked, step) => act(trx, customerId, request, checked, step),
  });
}

async function act(trx: Transaction<Database>, customerId: string, request: ITSI120003Request, { account, terms }: Checked, step: Step): Promise<Outcome<PlaceResponse>> {
  const placedAt = isoAt(step.now);
  const depositNo = depositNumber(step.now);
  const referenceNo = `TP${hkCompactDate(step.now)}${randomAlnum(10)}`;
  const entryId = await postDebit(trx, {
    kind: 'time-deposit',
    fromAccountId: account.id,
    counterAccountId: await bankAccountId(trx, 'time-deposits', terms.currency, placedAt),
    currency: terms.currency,
    amount: request.amount,
    reference: referenceNo,
    createdAt: placedAt,
  });
  await trx
    .insertInto('time_deposits')
    .values({
      id: depositNo,
      customer_id: customerId,
      currency: terms.currency,
      principal: request.amount,
      period: request.period,
      rate_ppm: terms.ratePpm,
      value_date: terms.valueDate,
      maturity_date: terms.maturityDate,
      days: terms.days,
      interest_at_maturity: terms.interest,
      instruction: request.instruction,
      settlement_account_id: account.id,
      status: 'active',
      reference_no: referenceNo,
      entry_id: entryId,
      placed_at: placedAt,
      idempotency_key: request.idempotencyKey,
      request_hash: step.hash,
      response_json: null,
      renewed_from: null,
      ...STILL_OPEN,
    })
    .execute();
  const row = await ownDeposit(trx, customerId, depositNo);
  return { ok: { deposit: await depositView(trx, row!), availableAfter: availableAfter(account, request.amount) } };
}
