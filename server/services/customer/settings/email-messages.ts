// The e-mails the bank sends about the customer's address, in the customer's language: the
// code that proves a new address is theirs, and the notice to the old address that it was
// changed or deleted (so a change the customer did not make does not go unnoticed). The texts
// are in locales/bank-emails/ (docs/texts.md).
import { bankTexts } from '../../../i18n/bank-texts.js';
import type { Lang } from '../../../i18n/translate.js';

const EMAILS = bankTexts<typeof import('../../../../locales/bank-emails/en.json')>('bank-emails');

export function emailCodeMessage(lang: Lang, code: string, changeId: string): { subject: string; body: string } {
  return {
    subject: EMAILS.text('emailCode.subject', lang, { bank: EMAILS.text('bank', lang) }),
    body: EMAILS.text('emailCode.body', lang, { code, changeId }),
  };
}

export function emailChangedMessage(lang: Lang, what: 'changed' | 'deleted', at: string): { subject: string; body: string } {
  const key = what === 'changed' ? 'emailChanged' : 'emailDeleted';
  return {
    subject: EMAILS.text(`${key}.subject`, lang, { bank: EMAILS.text('bank', lang) }),
    body: EMAILS.text(`${key}.body`, lang, { at }),
  };
}
