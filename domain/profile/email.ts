// The e-mail rule of spec section 5: word characters with optional dotted (or -, +) parts, '@',
// and a domain whose last part is 2 to 5 letters (example.com, example.com.hk). The same
// functions run in the browser (the form) and on the bank (which checks again). The pattern is
// written so that no input can make it backtrack without end: the separators are not word
// characters and a domain label cannot contain a dot.
//
// The one e-mail rule of the product: every e-mail field of every flow and every contract of
// the bank carries EMAIL_PATTERN as its JSON Schema pattern (tests/unit/domain/one-email-rule).
export const EMAIL_MAX = 254;
export const EMAIL_PATTERN = '^\\w+(?:[-+.]\\w+)*@(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\\.)+[A-Za-z]{2,5}$';
const EMAIL = new RegExp(EMAIL_PATTERN, 'u');

export type EmailProblem = 'required' | 'format' | 'tooLong';

export function emailProblem(input: string | null | undefined): EmailProblem | null {
  const text = (input ?? '').trim();
  if (!text) return 'required';
  if (text.length > EMAIL_MAX) return 'tooLong';
  return EMAIL.test(text) ? null : 'format';
}

/** The address as the bank keeps it (trimmed, the domain in lower case), or null when invalid. */
export function normalEmail(input: string): string | null {
  if (emailProblem(input)) return null;
  const text = input.trim();
  const at = text.lastIndexOf('@');
  return `${text.slice(0, at)}@${text.slice(at + 1).toLowerCase()}`;
}

/** "chan.taiman@example.com" -> "c***n@example.com": enough for the customer to recognise it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/** Two addresses are the same mailbox when they match ignoring the case of the domain. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return (normalEmail(a) ?? a) === (normalEmail(b) ?? b);
}
