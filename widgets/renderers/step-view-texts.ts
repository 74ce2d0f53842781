// Texts only some step views show (a document's date, the verification step, a swiped row's
// actions): the `step-views` namespace of the texts' home (locales/step-views/), travelling with
// those views rather than with every flow page's step texts.
import type { Locale } from '../../engine/core/flow-types';
import { textNamespace } from '../../engine/core/text-namespace';
import zhTW from '../../locales/step-views/zh-TW.json';
import zhCN from '../../locales/step-views/zh-CN.json';
import en from '../../locales/step-views/en.json';

const STEP_VIEWS = /* @__PURE__ */ textNamespace('step-views', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export function stepViewText(key: keyof typeof en, locale: Locale): string {
  return STEP_VIEWS.text(key, locale);
}
