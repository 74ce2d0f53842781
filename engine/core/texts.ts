// The few texts the engine itself may show, in the three languages of the product.
import type { Locale, LocalText } from './flow-types';

const TEXTS = {
  journeyUpdated: {
    'zh-TW': '此服務已更新，請重新開始。',
    'zh-CN': '此服务已更新，请重新开始。',
    en: 'This service has been updated. Please start again.',
  },
  invalidRequest: {
    'zh-TW': '輸入無效，請重試',
    'zh-CN': '输入无效，请重试',
    en: 'Invalid input, please try again',
  },
  authUnavailable: {
    'zh-TW': '此裝置未能提供所需的驗證方式。',
    'zh-CN': '此设备未能提供所需的验证方式。',
    en: 'This device cannot provide the authentication this step needs.',
  },
  openedWithoutRecord: {
    'zh-TW': '此頁面要從相關清單開啟，已為你轉到該處。',
    'zh-CN': '此页面要从相关列表打开，已为你转到该处。',
    en: 'This page opens from its list, so you have been taken there.',
  },
  missingRecord: {
    'zh-TW': '此頁面缺少要顯示的資料，請從相關清單再次開啟。',
    'zh-CN': '此页面缺少要显示的资料，请从相关列表再次打开。',
    en: 'This page is missing what it shows. Please open it again from its list.',
  },
  unexpected: {
    'zh-TW': '交易異常，請重試',
    'zh-CN': '交易异常，请重试',
    en: 'Transaction exception, please retry',
  },
} satisfies Record<string, LocalText>;

export type EngineTextKey = keyof typeof TEXTS;

export function engineText(key: EngineTextKey, locale: Locale): string {
  return TEXTS[key][locale];
}

export const engineTexts: Record<EngineTextKey, LocalText> = TEXTS;
