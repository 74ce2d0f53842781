// The visual editor's own texts (locales/studio-visual/, docs/texts.md; beside the studio's,
// ../texts.ts), in the three languages of the app. They travel in the studio's chunk only.
import type { Locale } from '../../../../engine/core/flow-types';
import { textNamespace } from '../../../../engine/core/text-namespace';
import zhTW from '../../../../locales/studio-visual/zh-TW.json';
import zhCN from '../../../../locales/studio-visual/zh-CN.json';
import en from '../../../../locales/studio-visual/en.json';

const VISUAL = /* @__PURE__ */ textNamespace('studio-visual', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export type VisualTextKey = keyof typeof en;

export function sayV(locale: Locale, key: VisualTextKey, values: Record<string, string | number> = {}): string {
  return (VISUAL.table(locale) ?? en)[key].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
