// The screen review's own texts (locales/studio-screens/, docs/texts.md), in the three languages
// of the app (the studio follows the app's language). They travel in the studio's chunk only.
import type { Locale } from '../../../../engine/core/flow-types';
import { textNamespace } from '../../../../engine/core/text-namespace';
import zhTW from '../../../../locales/studio-screens/zh-TW.json';
import zhCN from '../../../../locales/studio-screens/zh-CN.json';
import en from '../../../../locales/studio-screens/en.json';

const SCREENS = /* @__PURE__ */ textNamespace('studio-screens', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export type ScreensTextKey = keyof typeof en;

export function sayScreens(locale: Locale, key: ScreensTextKey, values: Record<string, string | number> = {}): string {
  return (SCREENS.table(locale) ?? en)[key].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
