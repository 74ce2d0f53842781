// The forex overview's tabs (ITSI140016, spec: overview with `active`, 0 the securities
// overview) and the readiness of the verification modes of a forex dealing (ITSI140017,
// multiple-verify with theMods).
import { BankError } from '../../../api/errors.js';
import type { AppContext } from '../../../context.js';
import { formatMoney } from '../../../../domain/format/index.js';
import { bankTexts } from '../../../i18n/bank-texts.js';
import { hasUsableToken } from '../../customer/security/tickets.js';
import { cashRatesAnswer, forexAccounts, rateBoardAnswer } from './board.js';
import { securitiesOverview } from './securities.js';
import { ERR } from '../../../../generated/error-codes.js';

type Active = '0' | '1' | '2' | '3';
/** The rows' texts and the modes' names, in locales/bank-forex/. */
const TEXTS = bankTexts<typeof import('../../../../locales/bank-forex/en.json')>('bank-forex');
const same = (text: string) => ({ 'zh-TW': text, 'zh-CN': text, en: text });

export async function overviewTab(ctx: AppContext, customerId: string, active: Active = '0') {
  if (active === '0') {
    const s = await securitiesOverview(ctx, customerId);
    return {
      active,
      rows: s.holdings.map((h) => ({
        key: h.code,
        title: h.name,
        subtitle: TEXTS.local('overview.holding', { code: h.code, quantity: h.quantity, price: h.price }),
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
        status: TEXTS.local('overview.equivalent', { amount: formatMoney(a.hkdEquivalent, 'HKD') }),
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
      status: TEXTS.local('overview.rates', { buy: r.bankBuy, sell: r.bankSell }),
    })),
  };
}

function profitText(profit: number) {
  return TEXTS.local('overview.profit', { amount: `${profit < 0 ? '-' : '+'}${formatMoney(Math.abs(profit), 'HKD')}` });
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
        name: TEXTS.local(mode === 'float' ? 'mode.float' : 'mode.token'),
        state: TEXTS.local(ready ? 'mode.ready' : 'mode.notSet'),
      };
    }),
  };
}
