// Chinese input methods and some phone keyboards produce full-width characters that look
// identical to ASCII ones; inputs normalise them before validating.

/** Converts full-width digits, full stops and commas to their ASCII forms. */
export function toHalfWidth(text: string): string {
  return text
    .replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/\uFF0C/g, ',');
}

/**
 * An account number as typed: full-width digits become ASCII and the separators people type or
 * paste (spaces, hyphens: "012-345678-001") go; anything else stays, so a letter typed by mistake
 * is seen and refused by the field's rule instead of being dropped without a word.
 */
export function accountNumberTyped(text: string): string {
  return toHalfWidth(text).replace(/[\s\-\u2010-\u2015\uFF0D]/g, '');
}

/** Keeps only ASCII digits (after full-width conversion): account numbers, one-time codes. */
export function digitsOnly(text: string): string {
  return toHalfWidth(text).replace(/\D/g, '');
}
