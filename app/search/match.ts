// Search over the menu's journeys and the customer's payees and transfer records: every word of
// the query must occur in one of the item's texts (titles and keywords in all three languages,
// a payee's name, nickname and account number, a record's payee, reference and notes), after
// both are folded (han-variants.ts), so Traditional and Simplified find each other.
import { foldText } from './han-variants';

export interface Searchable<T> {
  item: T;
  texts: string[];
}

/** The words of a query, folded; Chinese has no spaces, so a Chinese query is usually one word. */
export function queryWords(query: string): string[] {
  return foldText(query)
    .split(' ')
    .filter((w) => w.length > 0);
}

/** The items whose texts hold every word of the query, best first (a text starting with the query first). */
export function searchItems<T>(query: string, items: readonly Searchable<T>[]): T[] {
  const words = queryWords(query);
  if (!words.length) return [];
  const whole = words.join(' ');
  const scored: { item: T; score: number; index: number }[] = [];
  items.forEach(({ item, texts }, index) => {
    const folded = texts.map(foldText);
    const joined = folded.join('\n');
    if (!words.every((w) => joined.includes(w))) return;
    const score = folded.some((t) => t === whole) ? 0 : folded.some((t) => t.startsWith(whole)) ? 1 : 2;
    scored.push({ item, score, index });
  });
  return scored.sort((a, b) => a.score - b.score || a.index - b.index).map((s) => s.item);
}
