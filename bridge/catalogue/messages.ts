// Texts the bridge itself owns (spec section 8), as data in all three UI languages.
// Server messages are already in the request's locale and are passed through as-is.
import { DEFAULT_LOCALE, type UiLocale } from '../i18n/locale';

type Texts = Record<UiLocale, string>;

export const MESSAGES = {
  network: {
    'zh-TW': '網絡連接失敗，請重試',
    'zh-CN': '网络连接失败，请重试',
    en: 'Network connection failed, please try again',
  },
  timeout: {
    'zh-TW': '請求逾時，請重試',
    'zh-CN': '请求超时，请重试',
    en: 'The request timed out, please try again',
  },
  parse: {
    'zh-TW': '無法讀取伺服器回應，請重試',
    'zh-CN': '无法读取服务器响应，请重试',
    en: 'The server response could not be read, please try again',
  },
  'session-timeout': {
    'zh-TW': '會話已逾時，請重新登入。',
    'zh-CN': '会话已超时，请重新登录。',
    en: 'Session timed out, please log in again.',
  },
  /** Title of the session time-out and security dialogs. */
  tip: { 'zh-TW': '提示', 'zh-CN': '提示', en: 'Tip' },
  /** Confirm button of a dialog that only acknowledges. */
  confirm: { 'zh-TW': '確定', 'zh-CN': '确定', en: 'OK' },
  'password-upgrade': {
    'zh-TW': '密碼系統已升級，請重設您的支付密碼。',
    'zh-CN': '密码系统已升级，请重置您的支付密码。',
    en: 'The password system has been upgraded. Please reset your payment password.',
  },
  'go-reset': { 'zh-TW': '去重設', 'zh-CN': '去重置', en: 'Go reset' },
  processing: {
    'zh-TW': '處理中，請耐心等候',
    'zh-CN': '处理中，请耐心等候',
    en: 'Processing, please be patient',
  },
  'token-not-activated': {
    'zh-TW': '您的流動保安編碼尚未啟動',
    'zh-CN': '您的手机令牌尚未激活',
    en: 'Your Mobile Token is not activated',
  },
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, locale: UiLocale = DEFAULT_LOCALE): string {
  const texts: Texts = MESSAGES[key];
  return texts[locale] ?? texts[DEFAULT_LOCALE];
}
