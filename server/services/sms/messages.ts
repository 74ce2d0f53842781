// The text of the SMS, in the customer's language. It names the transaction so that a code
// cannot be talked out of the customer for something else.
import type { Lang } from '../../i18n/translate.js';

const TEMPLATES: Record<Lang, (code: string, transactionId: string) => string> = {
  'zh-TW': (code, tx) => `【海港沙盒銀行】您的一次性密碼為 ${code}，交易編號 ${tx}，5分鐘內有效。切勿向任何人透露。`,
  'zh-CN': (code, tx) => `【海港沙盒银行】您的一次性密码为 ${code}，交易编号 ${tx}，5分钟内有效。切勿向任何人透露。`,
  en: (code, tx) => `[Harbour Sandbox Bank] Your one-time password is ${code} for transaction ${tx}. Valid for 5 minutes. Never share it with anyone.`,
};

export function smsText(lang: Lang, code: string, transactionId: string): string {
  return TEMPLATES[lang](code, transactionId);
}
