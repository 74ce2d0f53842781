// The studio's own texts (locales/studio/, docs/texts.md), in the three languages of the app (it
// follows the app's language). The bank staff's tool: the tables travel in the studio's chunk
// only, which the customers' build leaves out.
import type { Locale } from '../../../engine/core/flow-types';
import { textNamespace } from '../../../engine/core/text-namespace';
import zhTW from '../../../locales/studio/zh-TW.json';
import zhCN from '../../../locales/studio/zh-CN.json';
import en from '../../../locales/studio/en.json';

export const STUDIO = /* @__PURE__ */ textNamespace('studio', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export type TextKey = keyof typeof en;

export function say(locale: Locale, key: TextKey, values: Record<string, string | number> = {}): string {
  return (STUDIO.table(locale) ?? en)[key].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
