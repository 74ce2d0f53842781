export { amountInChinese, amountInEnglish, chineseNumber, englishNumber } from './amount-words';
export { CHEQUE_NUMBER_PATTERN, isChequeNumber, nextChequeNumber } from './cheque-number';
export { CHEQUE_CUT_OFF, clearingDate, depositBusinessDay } from './clearing';
export { checkChequeDate, checkPresentable, lastValidDate, MAX_POST_DATED_DAYS, VALIDITY_MONTHS, type ChequeDateCheck, type PresentCheck } from './dates';
export { normalisePayeeName, PAYEE_NAME_PATTERN, payeeMatches } from './payee-name';
/** Currencies an e-cheque may be drawn in. */
export const ECHEQUE_CURRENCIES: readonly string[] = ['HKD', 'USD', 'CNY'];
