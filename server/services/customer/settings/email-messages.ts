// The e-mails the bank sends about the customer's address, in the customer's language: the
// code that proves a new address is theirs, and the notice to the old address that it was
// changed or deleted (so a change the customer did not make does not go unnoticed).
import type { Lang } from '../../../i18n/translate.js';

const BANK = { 'zh-TW': '海港沙盒銀行', 'zh-CN': '海港沙盒银行', en: 'Harbour Sandbox Bank' } as const;

export function emailCodeMessage(lang: Lang, code: string, changeId: string): { subject: string; body: string } {
  switch (lang) {
    case 'zh-TW':
      return {
        subject: `【${BANK[lang]}】核實您的電郵地址`,
        body: `您的電郵驗證碼為 ${code}（參考編號 ${changeId}），10分鐘內有效。請於網上銀行輸入此驗證碼以完成更改電郵地址。切勿向任何人透露。如非您本人操作，請不用理會本電郵。`,
      };
    case 'zh-CN':
      return {
        subject: `【${BANK[lang]}】核实您的电邮地址`,
        body: `您的电邮验证码为 ${code}（参考编号 ${changeId}），10分钟内有效。请于网上银行输入此验证码以完成更改电邮地址。切勿向任何人透露。如非您本人操作，请不用理会本电邮。`,
      };
    default:
      return {
        subject: `[${BANK.en}] Verify your e-mail address`,
        body: `Your e-mail verification code is ${code} (reference ${changeId}). It is valid for 10 minutes. Enter it in online banking to finish changing your e-mail address. Never share it with anyone. If you did not ask for this, ignore this e-mail.`,
      };
  }
}

export function emailChangedMessage(lang: Lang, what: 'changed' | 'deleted', at: string): { subject: string; body: string } {
  switch (lang) {
    case 'zh-TW':
      return {
        subject: `【${BANK[lang]}】您的電郵地址已${what === 'changed' ? '更改' : '刪除'}`,
        body: `您在本行登記的電郵地址已於 ${at}（香港時間）${what === 'changed' ? '更改，本行以後會發送電郵至新地址' : '刪除'}。如非您本人操作，請立即致電本行客戶服務熱線。`,
      };
    case 'zh-CN':
      return {
        subject: `【${BANK[lang]}】您的电邮地址已${what === 'changed' ? '更改' : '删除'}`,
        body: `您在本行登记的电邮地址已于 ${at}（香港时间）${what === 'changed' ? '更改，本行以后会发送电邮至新地址' : '删除'}。如非您本人操作，请立即致电本行客户服务热线。`,
      };
    default:
      return {
        subject: `[${BANK.en}] Your e-mail address was ${what}`,
        body: `The e-mail address registered with us was ${what} at ${at} (Hong Kong time)${what === 'changed' ? '; we now write to the new address' : ''}. If this was not you, call our customer service hotline at once.`,
      };
  }
}
