// The e-mails of bill payment results (spec section 9): a payment the merchant rejected, sent
// at the day's result time, and a forward-dated instruction the bank rejected, sent in the
// morning of its processing date. The batch has no request language, so, as Hong Kong banks
// write to customers, each e-mail carries Traditional Chinese, Simplified Chinese and English.
import { formatMoney } from '../../../../domain/format/money.js';
import { merchantName } from './directory.js';

const BANK = { 'zh-TW': '海港沙盒銀行', 'zh-CN': '海港沙盒银行', en: 'Harbour Sandbox Bank' } as const;

export interface PaymentFacts {
  reference_no: string;
  merchant_id: string;
  bill_no: string;
  currency: string;
  amount: number;
  effective_date: string;
}

function facts(p: PaymentFacts) {
  const merchant = merchantName(p.merchant_id);
  return { merchant, money: formatMoney(p.amount, p.currency), ref: p.reference_no, bill: p.bill_no, date: p.effective_date };
}

/** The merchant rejected a payment: known at the day's result time; the money is back. */
export function paymentFailedEmail(p: PaymentFacts): { subject: string; body: string } {
  const f = facts(p);
  return {
    subject: `【${BANK['zh-TW']}】繳費未能完成 Bill payment unsuccessful (${f.ref})`,
    body: [
      `閣下於 ${f.date} 繳付${f.merchant['zh-TW']}賬單（賬單號碼 ${f.bill}，${f.money}，參考編號 ${f.ref}）未能完成：商戶未有接納此付款。款項已退回閣下的賬戶。如有查詢，請致電本行客戶服務熱線。`,
      `阁下于 ${f.date} 缴付${f.merchant['zh-CN']}账单（账单号码 ${f.bill}，${f.money}，参考编号 ${f.ref}）未能完成：商户未有接纳此付款。款项已退回阁下的账户。如有查询，请致电本行客户服务热线。`,
      `Your payment of ${f.money} to ${f.merchant.en} on ${f.date} (bill no. ${f.bill}, reference ${f.ref}) was unsuccessful: the merchant did not accept it. The money is back in your account. For enquiries, call our customer service hotline.`,
    ].join('\n\n'),
  };
}

/** The bank rejected a forward-dated instruction in the morning of its processing date. */
export function instructionRejectedEmail(p: PaymentFacts): { subject: string; body: string } {
  const f = facts(p);
  return {
    subject: `【${BANK['zh-TW']}】預約繳費指示被拒絕 Forward-dated bill payment rejected (${f.ref})`,
    body: [
      `閣下預約於 ${f.date} 繳付${f.merchant['zh-TW']}賬單（賬單號碼 ${f.bill}，${f.money}，參考編號 ${f.ref}）的指示已被拒絕：扣款賬戶可用結餘不足或賬戶不能使用。款項未有扣除。請另行繳付此賬單。`,
      `阁下预约于 ${f.date} 缴付${f.merchant['zh-CN']}账单（账单号码 ${f.bill}，${f.money}，参考编号 ${f.ref}）的指示已被拒绝：扣款账户可用结余不足或账户不能使用。款项未有扣除。请另行缴付此账单。`,
      `Your instruction to pay ${f.money} to ${f.merchant.en} on ${f.date} (bill no. ${f.bill}, reference ${f.ref}) was rejected: the debit account did not have enough available balance or could not be used. Nothing was debited. Please pay this bill another way.`,
    ].join('\n\n'),
  };
}
