// Remitting renminbi to the customer's own mainland account (a bound mainland debit card):
// the Hong Kong RMB business rule lets a resident remit up to CNY 80,000 a day to a mainland
// account in the same name. Both the form and the bank use these numbers.

export const REMITTANCE_CURRENCY = 'CNY';
/** CNY 80,000.00 per customer per Hong Kong day, in minor units. */
export const REMITTANCE_DAILY_LIMIT = 8_000_000;
/** The smallest remittance, CNY 1.00. */
export const REMITTANCE_MINIMUM = 100;

/** What may still be remitted today after `usedToday` (minor units). */
export function remittanceRemaining(usedToday: number): number {
  return Math.max(REMITTANCE_DAILY_LIMIT - usedToday, 0);
}
