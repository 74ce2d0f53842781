// Account items as loaded for the account field (schemas/entities/account.json) and the
// object the field stores in the form (transfer-input.json: fromAccount).
import type { LocalText } from '../context';

export interface AccountItem {
  accountId: string;
  accountNo: string;
  accountType: string;
  currency: string;
  balance?: number;
  available: number;
  /** What is left of today's transfer limit in this currency (ITSI200001, transfer-out). */
  dailyRemaining?: number;
  productName: LocalText | string;
}

/** What the field stores: enough for the request and for the balance and daily-limit checks. */
export interface AccountValue {
  accountId?: string;
  accountNo?: string;
  currency?: string;
  available?: number;
  dailyRemaining?: number;
}

function isAccountItem(item: unknown): item is AccountItem {
  if (!item || typeof item !== 'object') return false;
  const a = item as Record<string, unknown>;
  return typeof a.accountId === 'string' && typeof a.accountNo === 'string' && typeof a.currency === 'string';
}

/** Keeps the well-formed accounts of whatever the run context holds at itemsFrom. */
export function toAccounts(loaded: unknown): AccountItem[] {
  return Array.isArray(loaded) ? loaded.filter(isAccountItem) : [];
}

export function toAccountValue(account: AccountItem): AccountValue {
  return {
    accountId: account.accountId,
    accountNo: account.accountNo,
    currency: account.currency,
    available: account.available,
    ...(typeof account.dailyRemaining === 'number' ? { dailyRemaining: account.dailyRemaining } : {}),
  };
}
