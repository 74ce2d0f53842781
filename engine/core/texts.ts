// The few texts the engine itself may show: the `engine` namespace of the texts' home
// (locales/engine/, docs/texts.md).
import type { Locale } from './flow-types';
import { textNamespace } from './text-namespace';
import zhTW from '../../locales/engine/zh-TW.json';
import zhCN from '../../locales/engine/zh-CN.json';
import en from '../../locales/engine/en.json';

const ENGINE = /* @__PURE__ */ textNamespace('engine', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export type EngineTextKey = keyof typeof en;

export function engineText(key: EngineTextKey, locale: Locale): string {
  return ENGINE.text(key, locale);
}

