// antd-mobile set-up for the app shell.
// antd-mobile 5 renders Toast, Dialog and Modal into detached containers with the legacy
// ReactDOM.render, which React 19 no longer has; unstableSetRender lets it use createRoot.
// Those imperative components also sit outside any ConfigProvider, so their texts follow the
// global default config, which setupMobileUi / MobileUiProvider keep in the UI language.
import { ConfigProvider, reduceMotion, setDefaultConfig, unstableSetRender } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { WidgetLocale } from './context';

export const mobileLocales = { 'zh-TW': zhTW, 'zh-CN': zhCN, en: enUS } as const;

const roots = new WeakMap<Element | DocumentFragment, Root>();

function renderWithRoot(node: ReactElement, container: Element | DocumentFragment) {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Unmount on a later task: antd-mobile calls this from inside its own render/effect
    // callbacks, where React refuses to unmount a root synchronously.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
}

let renderInstalled = false;

/** Call once at start-up (and again on a language change, or use MobileUiProvider). */
export function setupMobileUi(locale: WidgetLocale = 'zh-TW'): void {
  if (!renderInstalled) {
    unstableSetRender(renderWithRoot);
    renderInstalled = true;
    // Customers who ask their device for less motion get sheets and dialogs without animation.
    if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) reduceMotion();
  }
  setDefaultConfig({ locale: mobileLocales[locale] });
}

/** Gives antd-mobile components in the tree, and imperative Toast/Dialog, the UI language. */
export function MobileUiProvider({ locale, children }: { locale: WidgetLocale; children?: ReactNode }) {
  useEffect(() => {
    setupMobileUi(locale);
  }, [locale]);
  return <ConfigProvider locale={mobileLocales[locale]}>{children}</ConfigProvider>;
}
