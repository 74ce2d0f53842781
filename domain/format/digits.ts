// Chinese input methods and some phone keyboards produce full-width characters that look
// identical to ASCII ones; inputs normalise them before validating.

/** Converts full-width digits, full stops and commas to their ASCII forms. */
export function toHalfWidth(text: string): string {
  return text
    .replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/\uFF0C/g, ',');
}

/** Keeps only ASCII digits (after full-width conversion): account numbers, one-time codes. */
export function digitsOnly(text: string): string {
  return toHalfWidth(text).replace(/\D/g, '');
}
