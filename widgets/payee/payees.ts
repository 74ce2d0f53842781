// Saved payees as loaded by ITSI200002 and the object the payee field stores
// (transfer-input.json: payee).
export interface SavedPayee {
  payeeId: string;
  name: string;
  bankCode: string;
  accountNo: string;
  nickname?: string;
}

export interface PayeeValue {
  name?: string;
  bankCode?: string;
  accountNo?: string;
}

function isSavedPayee(item: unknown): item is SavedPayee {
  if (!item || typeof item !== 'object') return false;
  const p = item as Record<string, unknown>;
  return typeof p.payeeId === 'string' && typeof p.name === 'string' && typeof p.bankCode === 'string' && typeof p.accountNo === 'string';
}

export function toSavedPayees(loaded: unknown): SavedPayee[] {
  return Array.isArray(loaded) ? loaded.filter(isSavedPayee) : [];
}

/** Empty inputs are stored as undefined so the schema reports "required", not "pattern". */
export function withPart(value: PayeeValue | undefined, key: keyof PayeeValue, part: string | undefined): PayeeValue {
  return { ...(value ?? {}), [key]: part === '' ? undefined : part };
}
