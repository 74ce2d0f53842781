// The notices' texts, from locales/bank-notices/ (docs/texts.md): a notice is three keys of one
// prefix (`<prefix>.title`, `.summary`, `.body`) filled from the same figures.
import type { Locale } from '../../../../domain/locale.js';
import { bankTexts, type Params } from '../../../i18n/bank-texts.js';
import type { NoticeText } from './raise.js';

type English = typeof import('../../../../locales/bank-notices/en.json');
export const NOTICES = bankTexts<English>('bank-notices');

/** The prefixes that have a title, a summary and a body. */
type Key = keyof English & string;
type Prefix = { [K in Key]: K extends `${infer P}.title` ? (`${P}.summary` extends Key ? (`${P}.body` extends Key ? P : never) : never) : never }[Key];

/** `params` may depend on the language (a Chinese name where the customer has one). */
export function noticeText(prefix: Prefix, params: Params | ((lang: Locale) => Params)): NoticeText {
  return { title: NOTICES.local(`${prefix}.title`, params), summary: NOTICES.local(`${prefix}.summary`, params), body: NOTICES.local(`${prefix}.body`, params) };
}
