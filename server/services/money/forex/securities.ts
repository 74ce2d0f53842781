// The securities account overview (security-account, the spec's stockOverview): sandbox
// holdings of Hong Kong stocks for the demo customers who have a securities account, valued at
// prices that move with the bank's clock like the rate board. No trading here.
import { formatRate } from '../../../../domain/forex/index.js';
import type { AppContext } from '../../../context.js';
import { bankTexts } from '../../../i18n/bank-texts.js';

/** The holdings' names (`holding.<code>`) in locales/bank-forex/. */
const TEXTS = bankTexts<typeof import('../../../../locales/bank-forex/en.json')>('bank-forex');

interface Holding {
  /** The stock code; its name is the text `holding.<code>`. */
  code: '0005' | '0700' | '2800' | '0388';
  quantity: number;
  /** Average cost per share, HKD cents. */
  cost: number;
  /** Reference price, HKD cents. */
  price: number;
}

const PORTFOLIOS: Record<string, Holding[]> = {
  'chan.taiman': [
    { code: '0005', quantity: 800, cost: 6_250, price: 7_480 },
    { code: '0700', quantity: 200, cost: 38_000, price: 41_560 },
    { code: '2800', quantity: 1_000, cost: 1_980, price: 2_105 },
  ],
  'lee.kayan': [{ code: '0388', quantity: 500, cost: 29_800, price: 31_240 }],
};

/** A price that moves with the clock: within 3% of the reference, once a minute. */
function priceAt(h: Holding, now: number): number {
  const t = Math.floor(now / 60_000);
  const phase = Number(h.code) % 17;
  return Math.round(h.price * (1 + 0.03 * Math.sin((2 * Math.PI * t) / 390 + phase)));
}

export async function securitiesOverview(ctx: AppContext, customerId: string) {
  const customer = await ctx.store.db.selectFrom('customers').select('login_id').where('id', '=', customerId).executeTakeFirstOrThrow();
  const holdings = PORTFOLIOS[customer.login_id] ?? [];
  const now = ctx.clock.now();
  const rows = holdings.map((h) => {
    const price = priceAt(h, now);
    const value = price * h.quantity;
    const profit = value - h.cost * h.quantity;
    return {
      code: h.code,
      name: TEXTS.local(`holding.${h.code}`),
      quantity: h.quantity,
      price: formatRate(price * 10_000, 'HKD').replace(/00$/, ''),
      marketValue: value,
      profit,
    };
  });
  return {
    hasAccount: holdings.length > 0,
    ...(holdings.length ? { accountNo: `SEC-${customer.login_id === 'chan.taiman' ? '882-100-365' : '882-100-918'}` } : {}),
    currency: 'HKD' as const,
    totalValue: rows.reduce((s, r) => s + r.marketValue, 0),
    totalProfit: rows.reduce((s, r) => s + r.profit, 0),
    holdings: rows,
  };
}
