// Texts of the home, the all-menu, search and their notices: the `menu` namespace of the texts'
// home (locales/menu/, docs/texts.md). They travel with these pages (lazily loaded) rather than
// with the shell's texts, which every page, the log-on page first, downloads.
import type { LocalText, Locale } from '../../engine/core';
import { textNamespace } from '../../engine/core/text-namespace';
import zhTW from '../../locales/menu/zh-TW.json';
import zhCN from '../../locales/menu/zh-CN.json';
import en from '../../locales/menu/en.json';

export const MENU = /* @__PURE__ */ textNamespace('menu', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

type MenuKey = keyof typeof en;
export type HomeTextKey = Exclude<MenuKey, `group.${string}` | `entry.${string}`>;

export function homeText(key: HomeTextKey, locale: Locale, values: Record<string, string | number> = {}): string {
  return MENU.text(key, locale).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The spec's shortcut groups as the menu heads them (the keys `group.<group>`). */
export const GROUP_TITLES: Readonly<Record<string, LocalText>> = /* @__PURE__ */ Object.fromEntries(
  (Object.keys(en) as MenuKey[]).filter((key): key is `group.${string}` & MenuKey => key.startsWith('group.')).map((key) => [key.slice('group.'.length), MENU.local(key)]),
);
