// Everything the all-menu, the home's quick actions and search list: the journeys the flows
// declare (generated/menu, from each flow's `menu`), plus the shell's own pages that are
// journeys a customer opens (settings, the mobile token, document signing), declared here in
// the same shape because they are not flows.
import { menuEntries, menuGroups, type MenuEntry, type MenuLocale } from '../../generated/menu';
import { MENU } from './texts';

export type { MenuEntry };

/** The shell's entries carry their search keywords here; the flows' are in generated/menu/keywords.ts, which only search loads. */
export const SHELL_ENTRIES: readonly (MenuEntry & { keywords: Record<MenuLocale, string[]> })[] = [
  {
    flowId: 'shell.settings-index',
    group: 'settings',
    icon: 'settings',
    order: 0,
    route: '/settings/index',
    login: false,
    quick: false,
    sandbox: false,
    title: /* @__PURE__ */ MENU.local('entry.shell.settings-index.title'),
    keywords: /* @__PURE__ */ MENU.local('entry.shell.settings-index.keywords'),
  },
  {
    flowId: 'shell.settings',
    group: 'settings',
    icon: 'settings',
    order: 1,
    route: '/settings/my-setting',
    login: false,
    quick: false,
    sandbox: false,
    title: /* @__PURE__ */ MENU.local('entry.shell.settings.title'),
    keywords: /* @__PURE__ */ MENU.local('entry.shell.settings.keywords'),
  },
  {
    flowId: 'shell.mobile-token',
    group: 'settings',
    icon: 'token',
    order: 2,
    route: '/settings/get-otp-index',
    login: true,
    quick: false,
    sandbox: false,
    title: /* @__PURE__ */ MENU.local('entry.shell.mobile-token.title'),
    keywords: /* @__PURE__ */ MENU.local('entry.shell.mobile-token.keywords'),
  },
  {
    flowId: 'shell.sign-documents',
    group: 'settings',
    icon: 'document',
    order: 3,
    route: '/settings/sign-documents',
    login: true,
    quick: false,
    sandbox: false,
    title: /* @__PURE__ */ MENU.local('entry.shell.sign-documents.title'),
    keywords: /* @__PURE__ */ MENU.local('entry.shell.sign-documents.keywords'),
  },
];

function rank(group: string): number {
  const i = menuGroups.indexOf(group);
  return i < 0 ? menuGroups.length : i;
}

/**
 * The entries a build lists: the customers' build leaves out the testers' tools (the e-mail
 * outbox, the analytics events: journeys that call sandbox-only transactions, which the bank
 * refuses in production anyway), so a customer never sees them in the all-menu, on the home or
 * in search.
 */
export function entriesFor(entries: readonly MenuEntry[], customerBuild: boolean): MenuEntry[] {
  return entries.filter((e) => !(customerBuild && e.sandbox)).sort((a, b) => rank(a.group) - rank(b.group) || a.order - b.order);
}

/** Every journey of the menu, by group (in the spec's order) and then by order. */
export const ALL_ENTRIES: readonly MenuEntry[] = entriesFor([...menuEntries, ...SHELL_ENTRIES], import.meta.env.VITE_CUSTOMER_BUILD === '1');

/** The groups that have at least one entry, each with its entries, in menu order. */
export function groupedEntries(entries: readonly MenuEntry[] = ALL_ENTRIES): { group: string; entries: MenuEntry[] }[] {
  const out: { group: string; entries: MenuEntry[] }[] = [];
  for (const entry of entries) {
    const last = out[out.length - 1];
    if (last && last.group === entry.group) last.entries.push(entry);
    else out.push({ group: entry.group, entries: [entry] });
  }
  return out;
}

/** The home's quick actions: the journeys flagged `quick`, in menu order. */
export const QUICK_ENTRIES: readonly MenuEntry[] = ALL_ENTRIES.filter((e) => e.quick);

/** What a prospect (not logged on) can open: the journeys that need no log-on. */
export const OPEN_ENTRIES: readonly MenuEntry[] = ALL_ENTRIES.filter((e) => !e.login);
