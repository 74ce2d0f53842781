// The SMS to the old number after a change of mobile number: the customer learns at once of a
// change they did not make, on the phone they still hold.
import type { Lang } from '../../../i18n/translate.js';

const TEMPLATES: Record<Lang, (masked: string, when: string) => string> = {
  'zh-TW': (masked, when) => `【海港沙盒銀行】您登記的手提電話號碼已於 ${when}（香港時間）更改為 ${masked}。如非您本人操作，請立即致電本行客戶服務熱線。`,
  'zh-CN': (masked, when) => `【海港沙盒银行】您登记的手机号码已于 ${when}（香港时间）更改为 ${masked}。如非您本人操作，请立即致电本行客户服务热线。`,
  en: (masked, when) => `[Harbour Sandbox Bank] Your registered mobile number was changed to ${masked} at ${when} (Hong Kong time). If this was not you, call our customer service hotline at once.`,
};

export function mobileChangedSms(lang: Lang, masked: string, when: string): string {
  return TEMPLATES[lang](masked, when);
}
