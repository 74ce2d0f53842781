// An e-cheque's number: six digits, as printed on a Hong Kong cheque's MICR line. Each drawer
// account numbers its cheques from 000001 upwards.
export const CHEQUE_NUMBER_PATTERN = /^[0-9]{6}$/;

export function isChequeNumber(text: string): boolean {
  return CHEQUE_NUMBER_PATTERN.test(text) && text !== '000000';
}

/** The number after the account's last one; null when the account has used all 999,999. */
export function nextChequeNumber(last: string | null | undefined): string | null {
  const n = last ? Number(last) + 1 : 1;
  return n > 999_999 ? null : String(n).padStart(6, '0');
}
