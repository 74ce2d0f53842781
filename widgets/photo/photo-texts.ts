// The texts of a picture the customer takes or chooses and uploads: the ID photo
// (PhotoWidget.tsx) and the option selector's picture message (goods-sku/MessageImage.tsx). The
// `photo` namespace of the texts' home (locales/photo/, docs/texts.md), read by locale.
import type { WidgetLocale } from '../context';
import zhTW from '../../locales/photo/zh-TW.json';
import zhCN from '../../locales/photo/zh-CN.json';
import en from '../../locales/photo/en.json';

export type PhotoText = keyof typeof en;

export const PHOTO_TEXTS: Record<WidgetLocale, Record<PhotoText, string>> = {
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  en,
};
