// Everything the all-menu, the home's quick actions and search list: the journeys the flows
// declare (generated/menu, from each flow's `menu`), plus the shell's own pages that are
// journeys a customer opens (settings, the mobile token, document signing), declared here in
// the same shape because they are not flows.
import { menuEntries, menuGroups, type MenuEntry, type MenuLocale } from '../../generated/menu';

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
    title: { 'zh-TW': '全部設定', 'zh-CN': '全部设定', en: 'All settings' },
    keywords: {
      'zh-TW': ['設定', '個人資料', '密碼', '限額', '幫助'],
      'zh-CN': ['设定', '个人资料', '密码', '限额', '帮助'],
      en: ['settings', 'profile', 'password', 'limits', 'help'],
    },
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
    title: { 'zh-TW': '我的設定', 'zh-CN': '我的设定', en: 'My settings' },
    keywords: {
      'zh-TW': ['設定', '語言', '登出', '指紋', '面容'],
      'zh-CN': ['设定', '语言', '登出', '指纹', '面容'],
      en: ['settings', 'language', 'log out', 'fingerprint', 'Face ID', 'passkey'],
    },
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
    title: { 'zh-TW': '流動保安編碼', 'zh-CN': '流动保安编码', en: 'Mobile Token' },
    keywords: {
      'zh-TW': ['保安編碼', '一次性密碼', '啟動'],
      'zh-CN': ['保安编码', '一次性密码', '启动'],
      en: ['token', 'one-time password', 'OTP', 'activate'],
    },
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
    title: { 'zh-TW': '簽署文件', 'zh-CN': '签署文件', en: 'Sign documents' },
    keywords: {
      'zh-TW': ['證書', '簽署'],
      'zh-CN': ['证书', '签署'],
      en: ['certificate', 'sign'],
    },
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

