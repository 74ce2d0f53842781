// The security notices of settings changes: raised in the notices inbox whatever the
// customer's notification choices, so a change they did not make is seen at once. The texts
// are in locales/bank-notices/ (docs/texts.md).
import { bankTexts } from '../../../i18n/bank-texts.js';
import type { Locale } from '../../../../domain/locale.js';
import type { NoticeText } from '../notices/raise.js';

export type SecurityEvent = 'email-changed' | 'email-deleted' | 'mobile-changed' | 'phone-pin-set' | 'open-api-revoked';

const NOTICES = bankTexts<typeof import('../../../../locales/bank-notices/en.json')>('bank-notices');

const EVENTS = {
  'email-changed': 'emailChanged',
  'email-deleted': 'emailDeleted',
  'mobile-changed': 'mobileChanged',
  'phone-pin-set': 'phonePinSet',
  'open-api-revoked': 'openApiRevoked',
} as const satisfies Record<SecurityEvent, string>;

/** `when` is the Hong Kong date and time of the change ('YYYY-MM-DD HH:mm'). */
export function securityNotice(event: SecurityEvent, when: string): NoticeText {
  const key = EVENTS[event];
  const params = (lang: Locale) => ({ what: NOTICES.text(`security.${key}.what`, lang), when });
  return { title: NOTICES.local(`security.${key}.title`), summary: NOTICES.local('security.summary', params), body: NOTICES.local('security.body', params) };
}
