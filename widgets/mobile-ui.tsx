// antd-mobile set-up for the app shell: the UI language of its components. The imperative
// Toast and Dialog sit outside any ConfigProvider, so their texts follow the global default
// config, which setupMobileUi / MobileUiProvider keep in the UI language. Their rendering
// set-up and the reduced-motion preference live with them in widgets/overlays/.
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useEffect, type ReactNode } from 'react';
import type { WidgetLocale } from './context';
import { applyModalLayers } from './overlays/layers';

export const mobileLocales = { 'zh-TW': zhTW, 'zh-CN': zhCN, en: enUS } as const;

/** Call once at start-up (and again on a language change, or use MobileUiProvider). */
export function setupMobileUi(locale: WidgetLocale = 'zh-TW'): void {
  setDefaultConfig({ locale: mobileLocales[locale] });
  applyModalLayers();
}

/** Gives antd-mobile components in the tree, and imperative Toast/Dialog, the UI language. */
export function MobileUiProvider({ locale, children }: { locale: WidgetLocale; children?: ReactNode }) {
  useEffect(() => {
    setupMobileUi(locale);
  }, [locale]);
  return <ConfigProvider locale={mobileLocales[locale]}>{children}</ConfigProvider>;
}
