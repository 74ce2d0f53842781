// Response messages in the caller's language. The request header carries the spec's locale
// codes (zh_MO, zh_CN, en_US); Traditional Chinese is the default.
import { loadCatalogue, type Lang } from './catalogue.js';

export type { Lang };

const messages = loadCatalogue();

export function langOf(locale: unknown): Lang {
  if (locale === 'en_US') return 'en';
  if (locale === 'zh_CN') return 'zh-CN';
  return 'zh-TW';
}

export function hasMessage(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/** The message for a key in a language; {name} placeholders are replaced from params. */
export function translate(key: string, lang: Lang, params: Record<string, string> = {}): string {
  const entry = messages[key] ?? messages.E000000500;
  const text = entry?.[lang] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

export function allMessages(): Readonly<Record<string, Record<Lang, string>>> {
  return messages;
}
