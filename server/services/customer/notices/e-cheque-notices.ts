// Notices of e-cheque events (settings/notice, kind eCheque): a deposited e-cheque cleared or
// bounced, told to the customer who deposited it and to the drawer, in the clearing's own
// database transaction. A payment by e-cheque to a merchant has no customer on that side.
import type { Transaction } from 'kysely';
import { formatMoney } from '../../../../domain/format/money.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { raiseNotice, type NoticeText } from './raise.js';

interface Cleared {
  chequeNo: string;
  drawerCustomerId: string;
  depositCustomerId: string;
  currency: string;
  amount: number;
  outcome: 'cleared' | 'bounced';
}

function depositorText(e: Cleared): NoticeText {
  const money = formatMoney(e.amount, e.currency);
  if (e.outcome === 'cleared') {
    return {
      title: { 'zh-TW': '電子支票已結算', 'zh-CN': '电子支票已结算', en: 'E-cheque cleared' },
      summary: { 'zh-TW': `支票 ${e.chequeNo}（${money}）已存入閣下的賬戶。`, 'zh-CN': `支票 ${e.chequeNo}（${money}）已存入阁下的账户。`, en: `Cheque ${e.chequeNo} (${money}) has been credited to your account.` },
      body: { 'zh-TW': `閣下存入的電子支票 ${e.chequeNo}，金額 ${money}，已結算並存入閣下的賬戶。`, 'zh-CN': `阁下存入的电子支票 ${e.chequeNo}，金额 ${money}，已结算并存入阁下的账户。`, en: `The e-cheque ${e.chequeNo} you deposited, ${money}, has cleared and been credited to your account.` },
    };
  }
  return {
    title: { 'zh-TW': '電子支票退票', 'zh-CN': '电子支票退票', en: 'E-cheque returned' },
    summary: { 'zh-TW': `支票 ${e.chequeNo}（${money}）因出票人存款不足被退回。`, 'zh-CN': `支票 ${e.chequeNo}（${money}）因出票人存款不足被退回。`, en: `Cheque ${e.chequeNo} (${money}) was returned: refer to drawer.` },
    body: { 'zh-TW': `閣下存入的電子支票 ${e.chequeNo}，金額 ${money}，因出票人存款不足未能結算，款項沒有存入。`, 'zh-CN': `阁下存入的电子支票 ${e.chequeNo}，金额 ${money}，因出票人存款不足未能结算，款项没有存入。`, en: `The e-cheque ${e.chequeNo} you deposited, ${money}, could not be cleared (refer to drawer: insufficient funds); nothing was credited.` },
  };
}

function drawerText(e: Cleared): NoticeText {
  const money = formatMoney(e.amount, e.currency);
  if (e.outcome === 'cleared') {
    return {
      title: { 'zh-TW': '電子支票已兌現', 'zh-CN': '电子支票已兑现', en: 'E-cheque paid' },
      summary: { 'zh-TW': `閣下簽發的支票 ${e.chequeNo}（${money}）已從閣下的賬戶支付。`, 'zh-CN': `阁下签发的支票 ${e.chequeNo}（${money}）已从阁下的账户支付。`, en: `Your cheque ${e.chequeNo} (${money}) has been paid from your account.` },
      body: { 'zh-TW': `閣下簽發的電子支票 ${e.chequeNo}，金額 ${money}，已由收款人存入並從閣下的賬戶支付。`, 'zh-CN': `阁下签发的电子支票 ${e.chequeNo}，金额 ${money}，已由收款人存入并从阁下的账户支付。`, en: `Your e-cheque ${e.chequeNo}, ${money}, was deposited by the payee and paid from your account.` },
    };
  }
  return {
    title: { 'zh-TW': '電子支票未能兌現', 'zh-CN': '电子支票未能兑现', en: 'E-cheque not paid' },
    summary: { 'zh-TW': `閣下簽發的支票 ${e.chequeNo}（${money}）因存款不足未能兌現。`, 'zh-CN': `阁下签发的支票 ${e.chequeNo}（${money}）因存款不足未能兑现。`, en: `Your cheque ${e.chequeNo} (${money}) was not paid: insufficient funds.` },
    body: { 'zh-TW': `閣下簽發的電子支票 ${e.chequeNo}，金額 ${money}，因賬戶可用結餘不足而退票。請聯絡收款人。`, 'zh-CN': `阁下签发的电子支票 ${e.chequeNo}，金额 ${money}，因账户可用结余不足而退票。请联络收款人。`, en: `Your e-cheque ${e.chequeNo}, ${money}, was returned because the available balance did not cover it. Please contact the payee.` },
  };
}

export async function chequeClearingNotices(ctx: AppContext, trx: Transaction<Database>, e: Cleared): Promise<void> {
  const depositor = await trx.selectFrom('customers').select('id').where('id', '=', e.depositCustomerId).executeTakeFirst();
  if (depositor) await raiseNotice(ctx, trx, depositor.id, 'eCheque', depositorText(e));
  await raiseNotice(ctx, trx, e.drawerCustomerId, 'eCheque', drawerText(e));
}
