// Texts the widgets show themselves (empty states, picker buttons, fallback labels): the
// `widgets` namespace of the texts' home (locales/widgets/, docs/texts.md). Widgets read them
// directly by locale (textsFor(ctx.locale)), so the studio can preview three languages at once.
// Labels of form fields are not here: the flow supplies them and the adapter passes them
// translated as ui:title / ui:placeholder.
import { textNamespace } from '../engine/core/text-namespace';
import type { WidgetLocale } from './context';
import zhTW from '../locales/widgets/zh-TW.json';
import zhCN from '../locales/widgets/zh-CN.json';
import en from '../locales/widgets/en.json';

export type WidgetTextKey = keyof typeof en;

const WIDGETS = /* @__PURE__ */ textNamespace('widgets', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export const widgetTexts: Record<WidgetLocale, Record<WidgetTextKey, string>> = {
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  en,
};

/** All widget texts of one locale. */
export function textsFor(locale: WidgetLocale): Record<WidgetTextKey, string> {
  return WIDGETS.table(locale);
}
