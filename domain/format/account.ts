// Account-number display (spec sections 3 and 9). Numbers are stored as digits only; the
// dashes exist purely for reading them back to the customer.

/** Group lengths by account type: 01-03 savings/current/multi-currency, 04 ATM card, others. */
export function accountGroups(accountType: string | undefined | null): readonly number[] {
  switch (accountType) {
    case '01':
    case '02':
    case '03':
      return [3, 3, 1, 6, 1];
    case '04':
      return [4, 4, 4, 4];
    default:
      return [3, 3, 2, 5, 1];
  }
}

/**
 * formatAccountNo('01234567890123', '01') -> '012-345-6-789012-3'.
 * When the digit count does not match the type's pattern the digits are returned ungrouped:
 * a wrongly placed dash would suggest a different account.
 */
export function formatAccountNo(accountNo: string | undefined | null, accountType?: string | null): string {
  const digits = (accountNo ?? '').replace(/\D/g, '');
  const groups = accountGroups(accountType);
  const total = groups.reduce((sum, n) => sum + n, 0);
  if (digits.length !== total) return digits;
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    out.push(digits.slice(at, at + size));
    at += size;
  }
  return out.join('-');
}

/** Shows only the last four digits ('****0123'), for places where the full number is not needed. */
export function maskAccountNo(accountNo: string | undefined | null): string {
  const digits = (accountNo ?? '').replace(/\D/g, '');
  if (digits.length <= 4) return digits;
  return `****${digits.slice(-4)}`;
}

/** Spec section 9: account numbers in transfers follow a 14-character dashed pattern (3-6-3 digits). */
export const TRANSFER_ACCOUNT_PATTERN = /^\d{3}-\d{6}-\d{3}$/;

/**
 * A payee account number in a transfer, read back in the 14-character pattern when it has its
 * 12 digits ('652907114838' -> '652-907114-838'); other lengths (other banks' formats, this
 * bank's own numbers) as entered, since a wrongly placed dash would suggest another account.
 */
export function formatTransferAccount(accountNo: string | undefined | null): string {
  const digits = (accountNo ?? '').replace(/\D/g, '');
  return digits.length === 12 ? `${digits.slice(0, 3)}-${digits.slice(3, 9)}-${digits.slice(9)}` : digits;
}
