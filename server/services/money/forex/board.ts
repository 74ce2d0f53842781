// The rate board (ITSI140001), the counter (cash) rates (ITSI140002), a currency's rate
// history (ITSI140006), the customer's forex accounts (ITSI140007) and the securities account
// overview (ITSI140011). Everything is read at the bank's clock.
import { boardRate, cashRate, formatRate, FX_CURRENCIES, isFxCurrency, rateDecimals, rateHistory, RATE_TICK_MS, type BoardRate } from '../../../../domain/forex/index.js';
import { BankError } from '../../../api/errors.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { accountView } from '../ledger.js';
import { activeAccountsOf, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { currencyName } from '../../../i18n/currency-names.js';
import { ERR } from '../../../../generated/error-codes.js';

function rateRow(r: BoardRate) {
  return {
    currency: r.currency,
    name: currencyName(r.currency),
    bankBuy: formatRate(r.bankBuy, r.currency),
    bankSell: formatRate(r.bankSell, r.currency),
    mid: formatRate(r.mid, r.currency),
    bankBuyMicros: r.bankBuy,
    bankSellMicros: r.bankSell,
  };
}

export function rateBoardAnswer(ctx: AppContext) {
  const now = ctx.clock.now();
  return { asOf: isoAt(now), nextChangeAt: isoAt((Math.floor(now / RATE_TICK_MS) + 1) * RATE_TICK_MS), rates: FX_CURRENCIES.map((c) => rateRow(boardRate(c, now))) };
}

export function cashRatesAnswer(ctx: AppContext) {
  const now = ctx.clock.now();
  const rates = FX_CURRENCIES.map((c) => cashRate(c, now)).filter((r): r is BoardRate => r !== undefined);
  return { asOf: isoAt(now), rates: rates.map(rateRow) };
}

/** History points: 24 points an hour apart ('1D') or 30 points 2 minutes apart ('1H'). */
export function historyAnswer(ctx: AppContext, currency: string, range: '1H' | '1D') {
  if (!isFxCurrency(currency)) throw new BankError(ERR.CURRENCY_NOT_OFFERED);
  const now = ctx.clock.now();
  const [points, step] = range === '1D' ? [24, 3_600_000] : [30, 120_000];
  const history = rateHistory(currency, now, points, step);
  const mids = history.map((p) => p.mid);
  const show = (micros: number) => formatRate(micros, currency);
  return {
    currency,
    name: currencyName(currency),
    range,
    // `rate` is the shown rate as a number, for a chart; `mid` the same as text.
    points: history.map((p) => ({ at: isoAt(p.at), mid: show(p.mid), midMicros: p.mid, rate: Number(show(p.mid)) })),
    decimals: rateDecimals(currency),
    first: show(mids[0]!),
    latest: show(mids[mids.length - 1]!),
    low: show(Math.min(...mids)),
    high: show(Math.max(...mids)),
    from: isoAt(history[0]!.at),
    to: isoAt(history[history.length - 1]!.at),
  };
}

export async function forexAccounts(ctx: AppContext, customerId: string) {
  const rows = await activeAccountsOf(ctx.store.db, customerId);
  const now = ctx.clock.now();
  const accounts = rows
    .filter((a) => PAYING_ACCOUNT_TYPES.includes(a.account_type) && (a.currency === 'HKD' || isFxCurrency(a.currency)))
    .map((a) => {
      const view = accountView(a);
      // The HKD equivalent at the bank's buying rate, rounded down (what the bank would pay).
      const equivalent = isFxCurrency(a.currency) ? Number((BigInt(view.balance) * BigInt(boardRate(a.currency, now).bankBuy) * 100n) / (10n ** BigInt(a.currency === 'JPY' ? 0 : 2) * 1_000_000n)) : view.balance;
      return { ...view, currencyName: currencyName(a.currency), hkdEquivalent: equivalent, hkdCurrency: 'HKD' as const };
    });
  return { accounts, hkdTotal: accounts.reduce((sum, a) => sum + a.hkdEquivalent, 0) };
}
