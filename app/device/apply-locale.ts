// Switches the UI language everywhere at once: the observable locale, the stored choice,
// i18next and the document's language, once that language's texts are loaded (a chunk of its
// own, fetched on the first switch to it). Used by the language switch and by the host app's
// stored 'language'.
import i18next from 'i18next';
import type { Locale } from '../../engine/core';
import { persistLocale, type LocaleState } from '../services';
import { ensureTexts, setDocumentLanguage } from '../i18n';

export async function applyLocale(state: LocaleState, next: Locale): Promise<void> {
  // Offline before that language was ever shown: the page stays in its language.
  if (!(await ensureTexts(next))) return;
  state.set(next);
  persistLocale(next);
  void i18next.changeLanguage(next);
  setDocumentLanguage(next);
}
