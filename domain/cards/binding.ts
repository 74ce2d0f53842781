// The rules of binding a mainland debit card, checked as the customer types and again by the
// bank: the number (16 to 19 digits, Luhn), the bank it belongs to, the card holder's name
// (the customer's own: cross-boundary remittances go to accounts in the same name), and the
// mobile number the card's bank has on record (mainland: optional 86 / +86 and 11 digits
// starting with 1, spec section 5), to which the binding's SMS code is sent.
import { luhnValid } from './luhn';
import { bankOfCard, isMainlandBank } from './mainland-banks';

/** A mainland debit card number as typed: 16 to 19 digits, spaces allowed between groups. */
export const CARD_NO_PATTERN = '^[0-9 ]{16,23}$';
/** The card's reserved mobile: a mainland number, optionally with 86 or +86. */
export const RESERVED_MOBILE_PATTERN = '^(\\+?86[ -]?)?1[0-9]{10}$';

export type BindProblem = 'cardNumber' | 'luhn' | 'unknownBank' | 'bankMismatch' | 'holderName' | 'mobile';

/** The card number without the spaces the customer may type between groups. */
export function cardDigits(cardNo: string): string {
  return cardNo.replace(/\s+/g, '');
}

/** The number as shown after binding: first 4 and last 4 digits only. */
export function maskCardNo(cardNo: string): string {
  const d = cardDigits(cardNo);
  return `${d.slice(0, 4)} **** **** ${d.slice(-4)}`;
}

/** A reserved mobile in one form: +86 and the 11 digits. */
export function normaliseMainlandMobile(mobile: string): string | undefined {
  const m = /^(?:\+?86)?(1[0-9]{10})$/.exec(mobile.replace(/[\s-]/g, ''));
  return m ? `+86 ${m[1]}` : undefined;
}

/**
 * A name as compared: letters upper case, without spaces, commas, hyphens or middle dots
 * (CHAN TAI MAN, Chan Tai-man and CHAN,TAI MAN are the same name; 陳大文 is 陳大文).
 */
export function comparableName(name: string): string {
  return name.normalize('NFKC').replace(/[\s,.\-·・']/gu, '').toUpperCase();
}

/** Whether the holder name is one of the customer's names (each already in every script the bank accepts). */
export function holderNameMatches(holderName: string, customerNames: readonly string[]): boolean {
  const given = comparableName(holderName);
  return given.length > 0 && customerNames.some((n) => comparableName(n) === given);
}

/** The first problem of a card to bind, or undefined when the card itself may be bound. */
export function cardProblem(card: { bankCode: string; cardNo: string; reservedMobile: string }): BindProblem | undefined {
  const digits = cardDigits(card.cardNo);
  if (!/^[0-9]{16,19}$/.test(digits)) return 'cardNumber';
  if (!luhnValid(digits)) return 'luhn';
  const issuer = bankOfCard(digits);
  if (!issuer) return 'unknownBank';
  if (!isMainlandBank(card.bankCode) || issuer !== card.bankCode) return 'bankMismatch';
  if (!normaliseMainlandMobile(card.reservedMobile)) return 'mobile';
  return undefined;
}
