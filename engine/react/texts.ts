// Texts of the step templates themselves (the flow supplies everything journey-specific): the
// `steps` namespace of the texts' home (locales/steps/, docs/texts.md).
import type { Locale } from '../core/flow-types';
import { textNamespace } from '../core/text-namespace';
import zhTW from '../../locales/steps/zh-TW.json';
import zhCN from '../../locales/steps/zh-CN.json';
import en from '../../locales/steps/en.json';

const STEPS = /* @__PURE__ */ textNamespace('steps', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export type AdapterTextKey = keyof typeof en;

export function adapterText(key: AdapterTextKey, locale: Locale, values?: Record<string, string | number>): string {
  const text = STEPS.text(key, locale);
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}
