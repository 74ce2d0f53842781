// The home's balances: the total per currency, and whether they are hidden, remembered on
// this device. Only the choice is stored ('1' hidden, '0' shown), never an amount.
export const HIDE_BALANCES_KEY = 'bank.home.hideBalances';

interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readBalancesHidden(storage: KeyValue): boolean {
  try {
    return storage.getItem(HIDE_BALANCES_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeBalancesHidden(storage: KeyValue, hidden: boolean): void {
  try {
    storage.setItem(HIDE_BALANCES_KEY, hidden ? '1' : '0');
  } catch {
    // Storage full or refused (private mode): the choice lasts for this page only.
  }
}

/** The sum of the available balances in each currency, in the order the currencies first appear. */
export function totalsByCurrency(accounts: readonly { currency: string; available: number }[]): { currency: string; total: number }[] {
  const totals = new Map<string, number>();
  for (const a of accounts) totals.set(a.currency, (totals.get(a.currency) ?? 0) + a.available);
  return [...totals].map(([currency, total]) => ({ currency, total }));
}
