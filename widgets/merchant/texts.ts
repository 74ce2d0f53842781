// Texts of the merchant picker, read directly by locale like the other widgets' texts
// (widgets/README.md): the `merchant` namespace of the texts' home (locales/merchant/).
import { textNamespace } from '../../engine/core/text-namespace';
import type { WidgetLocale } from '../context';
import zhTW from '../../locales/merchant/zh-TW.json';
import zhCN from '../../locales/merchant/zh-CN.json';
import en from '../../locales/merchant/en.json';

const MERCHANT = /* @__PURE__ */ textNamespace('merchant', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export type MerchantTextKey = keyof typeof en;

export function merchantTexts(locale: WidgetLocale): Record<MerchantTextKey, string> {
  return MERCHANT.table(locale);
}
