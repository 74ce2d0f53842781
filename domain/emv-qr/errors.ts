// Why a QR payload was refused. Each reason has its own customer message in the three
// languages, so the customer (and the server's error code) can tell a damaged code from
// one that is simply not an FPS code.
import type { Locale } from '../locale';

export type EmvQrProblem =
  | 'empty'
  | 'malformed'
  | 'badLength'
  | 'crcMissing'
  | 'crcMismatch'
  | 'payloadFormat'
  | 'missingTag'
  | 'initiation'
  | 'notFps'
  | 'proxy'
  | 'currency'
  | 'amount'
  | 'country';

export class EmvQrError extends Error {
  constructor(
    readonly problem: EmvQrProblem,
    readonly detail: Record<string, string> = {},
  ) {
    super(`EMV QR: ${problem}${Object.keys(detail).length ? ' ' + JSON.stringify(detail) : ''}`);
    this.name = 'EmvQrError';
  }
}

type Texts = Record<Locale, string>;

export const EMV_QR_MESSAGES: Record<EmvQrProblem, Texts> = {
  empty: { 'zh-TW': '未能讀取二維碼內容。', 'zh-CN': '未能读取二维码内容。', en: 'The QR code has no content.' },
  malformed: { 'zh-TW': '二維碼格式不正確。', 'zh-CN': '二维码格式不正确。', en: 'The QR code is not in a valid format.' },
  badLength: { 'zh-TW': '二維碼資料長度不正確。', 'zh-CN': '二维码数据长度不正确。', en: 'A field of the QR code has a wrong length.' },
  crcMissing: { 'zh-TW': '二維碼缺少校驗碼。', 'zh-CN': '二维码缺少校验码。', en: 'The QR code has no check value.' },
  crcMismatch: {
    'zh-TW': '二維碼校驗失敗，內容可能已被更改。',
    'zh-CN': '二维码校验失败，内容可能已被更改。',
    en: 'The QR code failed its check: its content may have been altered.',
  },
  payloadFormat: { 'zh-TW': '不支援此二維碼版本。', 'zh-CN': '不支持此二维码版本。', en: 'This QR code version is not supported.' },
  missingTag: { 'zh-TW': '二維碼缺少必要資料。', 'zh-CN': '二维码缺少必要数据。', en: 'The QR code is missing required details.' },
  initiation: { 'zh-TW': '二維碼類型不正確。', 'zh-CN': '二维码类型不正确。', en: 'The QR code type is not valid.' },
  notFps: { 'zh-TW': '此二維碼不是轉數快收款碼。', 'zh-CN': '此二维码不是转数快收款码。', en: 'This is not an FPS payment code.' },
  proxy: { 'zh-TW': '二維碼的收款人資料不正確。', 'zh-CN': '二维码的收款人资料不正确。', en: "The QR code's payee details are not valid." },
  currency: {
    'zh-TW': '只接受港元或人民幣收款碼。',
    'zh-CN': '只接受港元或人民币收款码。',
    en: 'Only HKD or CNY payment codes are accepted.',
  },
  amount: { 'zh-TW': '二維碼的金額不正確。', 'zh-CN': '二维码的金额不正确。', en: 'The amount in the QR code is not valid.' },
  country: { 'zh-TW': '只接受香港的收款碼。', 'zh-CN': '只接受香港的收款码。', en: 'Only Hong Kong payment codes are accepted.' },
};

export function emvQrMessage(problem: EmvQrProblem, locale: Locale): string {
  return EMV_QR_MESSAGES[problem][locale];
}
