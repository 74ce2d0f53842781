// Currency exchange between two of the customer's own accounts (ITSI140003 quote, ITSI140004
// exchange, ITSI140005 records). The quote fixes the rates for QUOTE_HOLD_SECONDS of the
// bank's clock and is kept by the bank; the exchange names the quote and the bank checks it
// again: the customer's, unused, not lapsed, the accounts still the customer's, active and
// able to pay. It then runs in the transaction skeleton (customer lock, idempotency, the
// float-password ticket, the Mobile Token) and posts ONE balanced entry through the bank's FX
// position account of each currency:
//   from-account  -sold      (sold currency)      FX position (sold)   +sold
//   FX position (bought) -bought (bought currency) to-account          +bought
// Each currency's lines sum to zero, in integer minor units.
import type { Selectable, Transaction } from 'kysely';
import { convert, formatCrossRate, formatRate, isExchangeCurrency, QUOTE_HOLD_SECONDS, quoteExpired, type ExchangeCurrency } from '../../../../domain/forex/index.js';
import type { ITSI140003Request, ITSI140004Request, ITSI140005Request } from '../../../../generated/types/api.js';
import { BankError } from '../../../api/errors.js';
import { hkCompactDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { AccountsTable, Database, FxExchangesTable, FxQuotesTable } from '../../../db/schema.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { newId, randomAlnum } from '../../../ids.js';
import { postEntry } from '../ledger.js';
import { spendTicket } from '../../customer/security/tickets.js';
import { bankAccountId } from '../transactions/bank-accounts.js';
import type { Outcome } from '../transactions/outcome.js';
import { ownAccount, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { availableAfter, covers } from '../transactions/posting.js';
import { runInstruction, type Step } from '../transactions/run.js';
import { FLOAT_BIZ_TYPE } from './float-password.js';
import { ERR } from '../../../../generated/error-codes.js';

export const FX_ERRORS = {
  noAccount: ERR.NO_APPLICABLE_ACCOUNT_CHOOSE_TWO_OWN,
  sameCurrency: ERR.TWO_ACCOUNTS_MUST_DIFFERENT_CURRENCIES,
  quoteLapsed: ERR.QUOTE_LAPSED_GO_BACK_NEW_QUOTE,
  insufficient: ERR.INSUFFICIENT_BALANCE,
  tooSmall: ERR.AMOUNT_TOO_SMALL_EXCHANGE_RE,
  quoteUnknown: ERR.QUOTE_NOT_FOUND_USED_GET_NEW,
  reusedKey: ERR.INSTRUCTION_KEY_ALREADY_USED_ANOTHER_INSTRUCTION,
} as const;

type Db = Transaction<Database> | AppContext['store']['db'];
type Account = Selectable<AccountsTable>;

async function accountsOf(db: Db, customerId: string, fromId: string, toId: string): Promise<Outcome<{ from: Account; to: Account }>> {
  const from = await ownAccount(db, customerId, fromId, { types: PAYING_ACCOUNT_TYPES });
  const to = await ownAccount(db, customerId, toId, { types: PAYING_ACCOUNT_TYPES });
  if (!from || !to || !isExchangeCurrency(from.currency) || !isExchangeCurrency(to.currency)) return { error: FX_ERRORS.noAccount };
  if (from.currency === to.currency) return { error: FX_ERRORS.sameCurrency };
  return { ok: { from, to } };
}

function quoteView(q: Selectable<FxQuotesTable>, from: Account, to: Account) {
  return {
    quoteId: q.id,
    fromAccountId: from.id,
    fromAccountNo: from.account_no,
    toAccountId: to.id,
    toAccountNo: to.account_no,
    sellCurrency: q.sell_currency,
    buyCurrency: q.buy_currency,
    sellAmount: toSafeIntegerOrZero(q.sell_amount),
    buyAmount: toSafeIntegerOrZero(q.buy_amount),
    rateMicros: toSafeIntegerOrZero(q.rate_micros),
    rate: `1 ${q.sell_currency} = ${formatCrossRate(toSafeIntegerOrZero(q.rate_micros))} ${q.buy_currency}`,
    sellRate: formatRate(toSafeIntegerOrZero(q.sell_rate), q.sell_currency),
    buyRate: formatRate(toSafeIntegerOrZero(q.buy_rate), q.buy_currency),
    holdSeconds: QUOTE_HOLD_SECONDS,
    quotedAt: q.created_at,
    expiresAt: q.expires_at,
    availableAfter: availableAfter(from, toSafeIntegerOrZero(q.sell_amount)),
  };
}

/** ITSI140003: checks the exchange and holds the board's rates for QUOTE_HOLD_SECONDS. */
export async function quoteExchange(ctx: AppContext, customerId: string, request: ITSI140003Request) {
  const accounts = await accountsOf(ctx.store.db, customerId, request.fromAccountId, request.toAccountId);
  if ('error' in accounts) throw new BankError(accounts.error);
  const { from, to } = accounts.ok;
  if (!covers(from, request.sellAmount)) throw new BankError(FX_ERRORS.insufficient);
  const now = ctx.clock.now();
  const c = convert(from.currency as ExchangeCurrency, to.currency as ExchangeCurrency, request.sellAmount, now);
  if (c.buyAmount < 1) throw new BankError(FX_ERRORS.tooSmall);
  const row = {
    id: `FQ${hkCompactDate(now)}${randomAlnum(10)}`,
    customer_id: customerId,
    from_account_id: from.id,
    to_account_id: to.id,
    sell_currency: c.sellCurrency,
    buy_currency: c.buyCurrency,
    sell_amount: c.sellAmount,
    buy_amount: c.buyAmount,
    sell_rate: c.sellRate,
    buy_rate: c.buyRate,
    rate_micros: c.rateMicros,
    created_at: isoAt(now),
    expires_at: isoAt(now + QUOTE_HOLD_SECONDS * 1000),
    used_by: null,
  };
  await ctx.store.db.insertInto('fx_quotes').values(row).execute();
  return { quote: quoteView(row, from, to) };
}

interface Checked {
  quote: Selectable<FxQuotesTable>;
  from: Account;
  to: Account;
}

async function checkQuote(ctx: AppContext, trx: Transaction<Database>, customerId: string, request: ITSI140004Request, step: Step): Promise<Outcome<Checked>> {
  const quote = await trx.selectFrom('fx_quotes').selectAll().where('id', '=', request.quoteId).where('customer_id', '=', customerId).executeTakeFirst();
  if (!quote || quote.used_by !== null) return { error: FX_ERRORS.quoteUnknown };
  if (quoteExpired(Date.parse(quote.expires_at), step.now)) return { error: FX_ERRORS.quoteLapsed };
  const accounts = await accountsOf(trx, customerId, quote.from_account_id, quote.to_account_id);
  if ('error' in accounts) return accounts;
  if (!covers(accounts.ok.from, toSafeIntegerOrZero(quote.sell_amount))) return { error: FX_ERRORS.insufficient };
  // The float password's ticket; a retry of the same instruction (same key) passes again.
  if (!(await spendTicket(ctx, trx, customerId, FLOAT_BIZ_TYPE, request.floatTicket, undefined, request.idempotencyKey))) return { error: ERR.VERIFY_TRANSACTION_PASSWORD_FIRST };
  return { ok: { quote, ...accounts.ok } };
}

export type ExchangeView = ReturnType<typeof exchangeView>;

function exchangeView(e: Selectable<FxExchangesTable>, fromNo: string, toNo: string) {
  return {
    exchangeNo: e.id,
    referenceNo: e.reference_no,
    fromAccountId: e.from_account_id,
    fromAccountNo: fromNo,
    toAccountId: e.to_account_id,
    toAccountNo: toNo,
    sellCurrency: e.sell_currency,
    buyCurrency: e.buy_currency,
    sellAmount: toSafeIntegerOrZero(e.sell_amount),
    buyAmount: toSafeIntegerOrZero(e.buy_amount),
    rateMicros: toSafeIntegerOrZero(e.rate_micros),
    rate: `1 ${e.sell_currency} = ${formatCrossRate(toSafeIntegerOrZero(e.rate_micros))} ${e.buy_currency}`,
    // Spec code table "transfer category": 3 and 4 currency exchange (3 sells HKD, 4 buys HKD or a cross).
    category: e.sell_currency === 'HKD' ? ('3' as const) : ('4' as const),
    createdAt: e.created_at,
  };
}

export interface ExchangeResponse {
  exchange: ExchangeView;
  availableAfter: number;
}

/** ITSI140004: the exchange at the held quote. */
export function exchange(ctx: AppContext, customerId: string, request: ITSI140004Request, ip?: string): Promise<ExchangeResponse> {
  return runInstruction<ExchangeResponse, Checked>(ctx, {
    customerId,
    request,
    auth: request.auth,
    ip,
    once: {
      key: request.idempotencyKey,
      reusedCode: FX_ERRORS.reusedKey,
      earlier: (trx) =>
        trx.selectFrom('fx_exchanges').select(['request_hash', 'response_json']).where('customer_id', '=', customerId).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst(),
      remember: async (trx, answer) => {
        await trx.updateTable('fx_exchanges').set({ response_json: JSON.stringify(answer) }).where('id', '=', answer.exchange.exchangeNo).execute();
      },
    },
    prepare: (trx, step) => checkQuote(ctx, trx, customerId, request, step),
    secondFactor: 'required',
    act: (trx, checked, step) => act(trx, customerId, request, checked, step),
  });
}

async function act(trx: Transaction<Database>, customerId: string, request: ITSI140004Request, { quote, from, to }: Checked, step: Step): Promise<Outcome<ExchangeResponse>> {
  const at = isoAt(step.now);
  const sold = toSafeIntegerOrZero(quote.sell_amount);
  const bought = toSafeIntegerOrZero(quote.buy_amount);
  const referenceNo = `FX${hkCompactDate(step.now)}${randomAlnum(10)}`;
  const entryId = await postEntry(trx, {
    kind: 'currency-exchange',
    reference: referenceNo,
    createdAt: at,
    lines: [
      { accountId: from.id, amount: -sold },
      { accountId: await bankAccountId(trx, 'fx-position', quote.sell_currency, at), amount: sold },
      { accountId: await bankAccountId(trx, 'fx-position', quote.buy_currency, at), amount: -bought },
      { accountId: to.id, amount: bought },
    ],
  });
  const row = {
    id: newId('FE'),
    customer_id: customerId,
    quote_id: quote.id,
    from_account_id: from.id,
    to_account_id: to.id,
    sell_currency: quote.sell_currency,
    buy_currency: quote.buy_currency,
    sell_amount: sold,
    buy_amount: bought,
    rate_micros: toSafeIntegerOrZero(quote.rate_micros),
    reference_no: referenceNo,
    entry_id: entryId,
    created_at: at,
    idempotency_key: request.idempotencyKey,
    request_hash: step.hash,
    response_json: null,
  };
  await trx.insertInto('fx_exchanges').values(row).execute();
  await trx.updateTable('fx_quotes').set({ used_by: row.id }).where('id', '=', quote.id).execute();
  return { ok: { exchange: exchangeView(row, from.account_no, to.account_no), availableAfter: availableAfter(from, sold) } };
}

/** ITSI140005: the customer's exchanges, newest first, a page at a time. */
export async function exchangeRecords(ctx: AppContext, customerId: string, request: ITSI140005Request) {
  const db = ctx.store.db;
  const total = await db.selectFrom('fx_exchanges').select((eb) => eb.fn.countAll<number | string>().as('n')).where('customer_id', '=', customerId).executeTakeFirst();
  const rows = await db
    .selectFrom('fx_exchanges')
    .innerJoin('accounts as f', 'f.id', 'fx_exchanges.from_account_id')
    .innerJoin('accounts as t', 't.id', 'fx_exchanges.to_account_id')
    .selectAll('fx_exchanges')
    .select(['f.account_no as from_no', 't.account_no as to_no'])
    .where('fx_exchanges.customer_id', '=', customerId)
    .orderBy('fx_exchanges.created_at', 'desc')
    .orderBy('fx_exchanges.id', 'desc')
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize)
    .execute();
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: toSafeIntegerOrZero(total?.n),
    records: rows.map((r) => exchangeView(r, r.from_no, r.to_no)),
  };
}
