// The shell's texts, one chunk per language (about 2.5 kB brotli each): a page carries only the
// texts of the language it shows; another language's chunk loads when the customer switches to
// it. Part of the entry (app/main.tsx), like the page table: the first screen's language is read
// and its chunk asked for beside the shell, and the shell is handed both when it starts. (A
// module the entry and the shell both imported would become a chunk of its own, one more
// request before anything runs.)
import type { Locale } from '../../engine/core/flow-types';

export type Texts = Record<string, string>;
export type TextLoaders = Readonly<Record<Locale, () => Promise<Texts>>>;

export const textLoaders: TextLoaders = {
  'zh-TW': () => import('./texts/zh-TW').then((m) => m.default),
  'zh-CN': () => import('./texts/zh-CN').then((m) => m.default),
  en: () => import('./texts/en').then((m) => m.default),
};

/** Where the customer's choice is kept on the device (the spec's device bridge uses the same key). */
export const LANGUAGE_KEY = 'language';

/** The first screen's language: the address's `lang`, else the choice kept on this device, else Traditional Chinese. */
export function firstLocale(stored: string | null = readStored(), hash = window.location.hash, search = window.location.search): Locale {
  const query = new URLSearchParams(hash.split('?')[1] ?? search);
  const known = (value: string | null): value is Locale => value !== null && Object.hasOwn(textLoaders, value);
  const asked = query.get('lang');
  if (known(asked)) return asked;
  return known(stored) ? stored : 'zh-TW';
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage refused (private mode): the default language
  }
}
