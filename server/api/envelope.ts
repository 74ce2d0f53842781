// The response envelope of every call: HTTP 200, header with code and message, data.
import { hasMessage, translate, type Lang } from '../i18n/translate.js';
import { SERVICE_AUTH, SUCCESS } from './errors.js';

export interface Envelope {
  header: { responseCode: string; responseMessage: string };
  data: object;
}

export function success(data: object, lang: Lang): Envelope {
  return { header: { responseCode: SUCCESS, responseMessage: translate(SUCCESS, lang) }, data };
}

export function failure(code: string, lang: Lang, params: Record<string, string> = {}, data: object = {}): Envelope {
  // A service-auth answer says what is missing: its block-redirect address's own message.
  const redirect = code === SERVICE_AUTH ? (data as { blockRedirect?: unknown }).blockRedirect : undefined;
  const key = typeof redirect === 'string' && hasMessage(`${code}.${redirect}`) ? `${code}.${redirect}` : code;
  return { header: { responseCode: code, responseMessage: translate(key, lang, params) }, data };
}
