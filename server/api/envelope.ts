// The response envelope of every call: HTTP 200, header with code and message, data.
import { translate, type Lang } from '../i18n/translate.js';
import { SUCCESS } from './errors.js';

export interface Envelope {
  header: { responseCode: string; responseMessage: string };
  data: object;
}

export function success(data: object, lang: Lang): Envelope {
  return { header: { responseCode: SUCCESS, responseMessage: translate(SUCCESS, lang) }, data };
}

export function failure(code: string, lang: Lang, params: Record<string, string> = {}, data: object = {}): Envelope {
  return { header: { responseCode: code, responseMessage: translate(code, lang, params) }, data };
}
