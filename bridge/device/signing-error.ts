// A signing failure with one of the section 8 messages, whichever device signs.
import { signingMessage, type SigningFailure } from '../catalogue/device-errors';
import type { UiLocale } from '../i18n/locale';

/** A signing failure with one of the section 8 messages. */
export class SigningError extends Error {
  constructor(
    readonly reason: SigningFailure,
    locale: UiLocale,
    options?: { cause?: unknown },
  ) {
    super(signingMessage(reason, locale), options);
    this.name = 'SigningError';
  }
}
