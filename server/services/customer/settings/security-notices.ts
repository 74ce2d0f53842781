// The security notices of settings changes: raised in the notices inbox whatever the
// customer's notification choices, so a change they did not make is seen at once.
import type { NoticeText } from '../notices/raise.js';

export type SecurityEvent = 'email-changed' | 'email-deleted' | 'mobile-changed' | 'phone-pin-set' | 'open-api-revoked';

const CALL = {
  'zh-TW': '如非閣下本人操作，請立即致電本行客戶服務熱線。',
  'zh-CN': '如非阁下本人操作，请立即致电本行客户服务热线。',
  en: 'If this was not you, call our customer service hotline at once.',
};

const EVENTS: Record<SecurityEvent, { title: NoticeText['title']; what: NoticeText['title'] }> = {
  'email-changed': {
    title: { 'zh-TW': '電郵地址已更改', 'zh-CN': '电邮地址已更改', en: 'E-mail address changed' },
    what: { 'zh-TW': '閣下在本行登記的電郵地址已更改', 'zh-CN': '阁下在本行登记的电邮地址已更改', en: 'The e-mail address registered with us was changed' },
  },
  'email-deleted': {
    title: { 'zh-TW': '電郵地址已刪除', 'zh-CN': '电邮地址已删除', en: 'E-mail address deleted' },
    what: {
      'zh-TW': '閣下在本行登記的電郵地址已刪除，小額轉賬每日限額已重設為零',
      'zh-CN': '阁下在本行登记的电邮地址已删除，小额转账每日限额已重设为零',
      en: 'The e-mail address registered with us was deleted and your small-value transfer daily limit was reset to zero',
    },
  },
  'mobile-changed': {
    title: { 'zh-TW': '手提電話號碼已更改', 'zh-CN': '手机号码已更改', en: 'Mobile number changed' },
    what: {
      'zh-TW': '閣下在本行登記的手提電話號碼已更改，小額轉賬每日限額已重設為零',
      'zh-CN': '阁下在本行登记的手机号码已更改，小额转账每日限额已重设为零',
      en: 'The mobile number registered with us was changed and your small-value transfer daily limit was reset to zero',
    },
  },
  'phone-pin-set': {
    title: { 'zh-TW': '電話理財密碼已設定', 'zh-CN': '电话理财密码已设定', en: 'Phone banking PIN set' },
    what: { 'zh-TW': '閣下的電話理財密碼已設定', 'zh-CN': '阁下的电话理财密码已设定', en: 'Your phone banking PIN was set' },
  },
  'open-api-revoked': {
    title: { 'zh-TW': '已取消第三方授權', 'zh-CN': '已取消第三方授权', en: 'Third-party access revoked' },
    what: { 'zh-TW': '閣下已取消一個第三方應用程式的授權', 'zh-CN': '阁下已取消一个第三方应用程序的授权', en: 'You revoked the access of a third-party app' },
  },
};

/** `when` is the Hong Kong date and time of the change ('YYYY-MM-DD HH:mm'). */
export function securityNotice(event: SecurityEvent, when: string): NoticeText {
  const e = EVENTS[event];
  return {
    title: e.title,
    summary: { 'zh-TW': `${e.what['zh-TW']}（${when}）。`, 'zh-CN': `${e.what['zh-CN']}（${when}）。`, en: `${e.what.en} (${when}).` },
    body: {
      'zh-TW': `${e.what['zh-TW']}，時間為 ${when}（香港時間）。${CALL['zh-TW']}`,
      'zh-CN': `${e.what['zh-CN']}，时间为 ${when}（香港时间）。${CALL['zh-CN']}`,
      en: `${e.what.en} at ${when} (Hong Kong time). ${CALL.en}`,
    },
  };
}
