// Texts the bridge itself owns (spec section 8): the `bridge` namespace of the texts' home
// (locales/bridge/, docs/texts.md). Server messages are already in the request's locale and are
// passed through as-is.
import { textNamespace } from '../../engine/core/text-namespace';
import { DEFAULT_LOCALE, UI_LOCALES, type UiLocale } from '../i18n/locale';
import zhTW from '../../locales/bridge/zh-TW.json';
import zhCN from '../../locales/bridge/zh-CN.json';
import en from '../../locales/bridge/en.json';

type Texts = Record<UiLocale, string>;

const BRIDGE = /* @__PURE__ */ textNamespace('bridge', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export type MessageKey = keyof typeof en;

/** Every message in the three languages (tip: the title of the time-out and security dialogs; confirm: the button of a dialog that only acknowledges). */
export const MESSAGES: Readonly<Record<MessageKey, Texts>> = /* @__PURE__ */ Object.fromEntries(
  (Object.keys(en) as MessageKey[]).map((key) => [key, BRIDGE.local(key)]),
) as Record<MessageKey, Texts>;

export function message(key: MessageKey, locale: UiLocale = DEFAULT_LOCALE): string {
  return BRIDGE.text(key, UI_LOCALES.includes(locale) ? locale : DEFAULT_LOCALE);
}
