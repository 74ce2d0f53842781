// The words search finds a journey by, beside its titles: the flows' (generated/menu/keywords.ts)
// and the shell's own entries' (app/menu/entries.ts). Only the search page loads the flows'
// keywords; the home, the all-menu and the settings index list the same entries without them.
import { menuKeywords } from '../../generated/menu/keywords';
import type { MenuLocale } from '../../generated/menu';
import { SHELL_ENTRIES, type MenuEntry } from './entries';

/** What search matches a journey by: its title and keywords in every language. */
export function journeySearchables(entries: readonly MenuEntry[]): { item: MenuEntry; texts: string[] }[] {
  return entries.map((entry) => {
    const keywords: Partial<Record<MenuLocale, string[]>> = menuKeywords[entry.flowId] ?? SHELL_ENTRIES.find((e) => e.flowId === entry.flowId)?.keywords ?? {};
    return { item: entry, texts: [...Object.values(entry.title), ...Object.values(keywords).flat()] };
  });
}
