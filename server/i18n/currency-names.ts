// Currency names in the three languages, as the bank answers them (forex board and alerts,
// time-deposit currencies): the bank's own texts, like its notices, not the front end's
// (docs/texts.md): the screens show the names the bank answers with. The names are in
// locales/bank-currencies/, one key per ISO code; a code it does not name answers as itself.
import type { Locale } from '../../domain/locale.js';
import { bankTexts } from './bank-texts.js';

const NAMES = bankTexts<typeof import('../../locales/bank-currencies/en.json')>('bank-currencies');

export function currencyName(code: string): Record<Locale, string> {
  return NAMES.has(code) ? NAMES.local(code) : { 'zh-TW': code, 'zh-CN': code, en: code };
}
