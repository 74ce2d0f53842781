// Switches the UI language everywhere at once: the observable locale, the stored choice,
// i18next and the document's language. Used by the language switch and by the host app's
// stored 'language'.
import i18next from 'i18next';
import type { Locale } from '../../engine/core';
import { persistLocale, type LocaleState } from '../services';
import { setDocumentLanguage } from '../i18n';

export function applyLocale(state: LocaleState, next: Locale): void {
  state.set(next);
  persistLocale(next);
  void i18next.changeLanguage(next);
  setDocumentLanguage(next);
}
