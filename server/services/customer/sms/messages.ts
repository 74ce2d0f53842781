// The text of the SMS, in the customer's language. It names the transaction so that a code
// cannot be talked out of the customer for something else.
import type { Lang } from '../../../i18n/translate.js';

const TEMPLATES: Record<Lang, (code: string, transactionId: string) => string> = {
  'zh-TW': (code, tx) => `【海港沙盒銀行】您的一次性密碼為 ${code}，交易編號 ${tx}，5分鐘內有效。切勿向任何人透露。`,
  'zh-CN': (code, tx) => `【海港沙盒银行】您的一次性密码为 ${code}，交易编号 ${tx}，5分钟内有效。切勿向任何人透露。`,
  en: (code, tx) => `[Harbour Sandbox Bank] Your one-time password is ${code} for transaction ${tx}. Valid for 5 minutes. Never share it with anyone.`,
};

export function smsText(lang: Lang, code: string, transactionId: string): string {
  return TEMPLATES[lang](code, transactionId);
}

export type BindingKind = 'token' | 'passkey';

const BINDING_NOTICES: Record<Lang, (kind: BindingKind, at: string) => string> = {
  'zh-TW': (kind, at) =>
    `【海港沙盒銀行】您已於 ${at}（香港時間）綁定新的${kind === 'token' ? '流動保安編碼' : '指紋／面容識別'}。如非您本人操作，請立即致電本行。`,
  'zh-CN': (kind, at) =>
    `【海港沙盒银行】您已于 ${at}（香港时间）绑定新的${kind === 'token' ? '流动保安编码' : '指纹／面容识别'}。如非您本人操作，请立即致电本行。`,
  en: (kind, at) =>
    `[Harbour Sandbox Bank] A new ${kind === 'token' ? 'Mobile Token' : 'fingerprint / Face ID'} was bound to your banking at ${at} (Hong Kong time). If this was not you, call us at once.`,
};

/** The notice of a new binding, so a customer learns at once of a device they did not bind. */
export function bindingNoticeText(lang: Lang, kind: BindingKind, at: string): string {
  return BINDING_NOTICES[lang](kind, at);
}
