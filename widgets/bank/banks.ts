// Local banks as loaded by ITSI200003 ({code, name}) and the list logic of the bank picker:
// the bank's own code first (a same-bank transfer), then the others by clearing code; search
// matches the code or the name in any of the three languages, since customers type whichever
// they remember.
import { LOCALES, localText, type LocalText, type WidgetLocale } from '../context';

export interface Bank {
  code: string;
  name: LocalText | string;
}

function isBank(item: unknown): item is Bank {
  return !!item && typeof item === 'object' && typeof (item as Record<string, unknown>).code === 'string';
}

export function toBanks(loaded: unknown): Bank[] {
  return Array.isArray(loaded) ? loaded.filter(isBank) : [];
}

/** Own bank first, then ascending clearing code. */
export function sortBanks(banks: readonly Bank[], ownBankCode: string | undefined): Bank[] {
  return [...banks].sort((a, b) => {
    if (a.code === ownBankCode) return -1;
    if (b.code === ownBankCode) return 1;
    return a.code.localeCompare(b.code);
  });
}

function allNames(bank: Bank): string[] {
  return typeof bank.name === 'string' ? [bank.name] : LOCALES.map((l) => localText(bank.name, l));
}

export function filterBanks(banks: readonly Bank[], query: string): Bank[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...banks];
  return banks.filter((bank) => bank.code.includes(q) || allNames(bank).some((name) => name.toLowerCase().includes(q)));
}

/** '004 The Hongkong and Shanghai Banking Corporation' style label. */
export function bankLabel(bank: Bank, locale: WidgetLocale): string {
  const name = localText(bank.name, locale);
  return name ? `${bank.code} ${name}` : bank.code;
}
