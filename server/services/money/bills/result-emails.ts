// The e-mails of bill payment results (spec section 9): a payment the merchant rejected, sent
// at the day's result time, and a forward-dated instruction the bank rejected, sent in the
// morning of its processing date. The batch has no request language, so, as Hong Kong banks
// write to customers, each e-mail carries Traditional Chinese, Simplified Chinese and English.
// The texts are in locales/bank-emails/ (docs/texts.md).
import { LOCALES, type Locale } from '../../../../domain/locale.js';
import { formatMoney } from '../../../../domain/format/money.js';
import { bankTexts } from '../../../i18n/bank-texts.js';
import { merchantName } from './directory.js';

const EMAILS = bankTexts<typeof import('../../../../locales/bank-emails/en.json')>('bank-emails');

export interface PaymentFacts {
  reference_no: string;
  merchant_id: string;
  bill_no: string;
  currency: string;
  amount: number;
  effective_date: string;
}

function trilingual(kind: 'billFailed' | 'billRejected', p: PaymentFacts): { subject: string; body: string } {
  const merchant = merchantName(p.merchant_id);
  const figures = (lang: Locale) => ({ merchant: merchant[lang], money: formatMoney(p.amount, p.currency), ref: p.reference_no, bill: p.bill_no, date: p.effective_date });
  return {
    // One subject line for the three languages: the Traditional Chinese and the English title.
    subject: `【${EMAILS.text('bank', 'zh-TW')}】${EMAILS.text(`${kind}.title`, 'zh-TW')} ${EMAILS.text(`${kind}.title`, 'en')} (${p.reference_no})`,
    body: LOCALES.map((lang) => EMAILS.text(`${kind}.body`, lang, figures(lang))).join('\n\n'),
  };
}

/** The merchant rejected a payment: known at the day's result time; the money is back. */
export function paymentFailedEmail(p: PaymentFacts): { subject: string; body: string } {
  return trilingual('billFailed', p);
}

/** The bank rejected a forward-dated instruction in the morning of its processing date. */
export function instructionRejectedEmail(p: PaymentFacts): { subject: string; body: string } {
  return trilingual('billRejected', p);
}
