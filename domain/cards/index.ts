export { luhnValid, luhnCheckDigit } from './luhn';
export { MAINLAND_BANKS, MAINLAND_BANK_CODES, bankOfCard, isMainlandBank, type MainlandBank } from './mainland-banks';
export {
  CARD_NO_PATTERN,
  RESERVED_MOBILE_PATTERN,
  cardDigits,
  cardProblem,
  comparableName,
  holderNameMatches,
  maskCardNo,
  normaliseMainlandMobile,
  type BindProblem,
} from './binding';
