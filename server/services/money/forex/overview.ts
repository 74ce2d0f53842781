// The forex overview's tabs (ITSI140016, spec: overview with `active`, 0 the securities
// overview) and the readiness of the verification modes of a forex dealing (ITSI140017,
// multiple-verify with theMods).
import { BankError } from '../../../api/errors.js';
import type { AppContext } from '../../../context.js';
import { formatMoney } from '../../../../domain/format/index.js';
import { hasUsableToken } from '../../customer/security/tickets.js';
import { cashRatesAnswer, forexAccounts, rateBoardAnswer } from './board.js';
import { securitiesOverview } from './securities.js';
import { ERR } from '../../../../generated/error-codes.js';

type Active = '0' | '1' | '2' | '3';
const lt = (tw: string, cn: string, en: string) => ({ 'zh-TW': tw, 'zh-CN': cn, en });
const same = (text: string) => lt(text, text, text);

export async function overviewTab(ctx: AppContext, customerId: string, active: Active = '0') {
  if (active === '0') {
    const s = await securitiesOverview(ctx, customerId);
    return {
      active,
      rows: s.holdings.map((h) => ({
        key: h.code,
        title: h.name,
        subtitle: lt(`${h.code} · ${h.quantity} 股 · 現價 ${h.price}`, `${h.code} · ${h.quantity} 股 · 现价 ${h.price}`, `${h.code} · ${h.quantity} shares · price ${h.price}`),
        amount: h.marketValue,
        currency: 'HKD' as const,
        status: profitText(h.profit),
      })),
    };
  }
  if (active === '2') {
    const { accounts } = await forexAccounts(ctx, customerId);
    return {
      active,
      rows: accounts.map((a) => ({
        key: a.accountId,
        title: a.currencyName,
        subtitle: same(a.accountNo),
        amount: a.balance,
        currency: a.currency as 'HKD',
        status: lt(`約 ${formatMoney(a.hkdEquivalent, 'HKD')}`, `约 ${formatMoney(a.hkdEquivalent, 'HKD')}`, `About ${formatMoney(a.hkdEquivalent, 'HKD')}`),
      })),
    };
  }
  const board = active === '3' ? cashRatesAnswer(ctx) : rateBoardAnswer(ctx);
  return {
    active,
    rows: board.rates.map((r) => ({
      key: r.currency,
      title: r.name,
      subtitle: same(r.currency),
      status: lt(`買入 ${r.bankBuy} / 賣出 ${r.bankSell}`, `买入 ${r.bankBuy} / 卖出 ${r.bankSell}`, `Buy ${r.bankBuy} / Sell ${r.bankSell}`),
    })),
  };
}

function profitText(profit: number) {
  const text = `${profit < 0 ? '-' : '+'}${formatMoney(Math.abs(profit), 'HKD')}`;
  return lt(`盈虧 ${text}`, `盈亏 ${text}`, `Profit/loss ${text}`);
}

const MODES = ['float', 'token'] as const;

export async function verifyModes(ctx: AppContext, customerId: string, theMods: string | undefined) {
  let modes: string[] = [...MODES];
  if (theMods) {
    try {
      const parsed: unknown = JSON.parse(theMods);
      if (!Array.isArray(parsed) || parsed.length === 0 || parsed.some((m) => !(MODES as readonly string[]).includes(m as string))) throw new Error('modes');
      modes = [...new Set(parsed as string[])];
    } catch {
      throw new BankError(ERR.VERIFICATION_MODES_NOT_VALID);
    }
  }
  const floatSet = !!(await ctx.store.db.selectFrom('float_passwords').select('customer_id').where('customer_id', '=', customerId).executeTakeFirst());
  const token = await hasUsableToken(ctx.store.db, customerId);
  return {
    modes: modes.map((mode) => {
      const ready = mode === 'float' ? floatSet : token;
      return {
        mode: mode as 'float' | 'token',
        ready,
        name: mode === 'float' ? lt('交易密碼', '交易密码', 'Transaction password') : lt('流動保安編碼', '流动保安编码', 'Mobile Token'),
        state: ready ? lt('已設定', '已设定', 'Ready') : lt('未設定', '未设定', 'Not set up'),
      };
    }),
  };
}
