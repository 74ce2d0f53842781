// The payee named on a cheque against the depositing account's holder: the same name,
// whatever the case, spacing and punctuation of an English name, or the Chinese name exactly.
export function normalisePayeeName(name: string): string {
  return name
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s.,'-]+/g, ' ')
    .trim();
}

export function payeeMatches(payeeName: string, holderNames: readonly string[]): boolean {
  const wanted = normalisePayeeName(payeeName);
  return wanted !== '' && holderNames.some((n) => normalisePayeeName(n) === wanted);
}

/** English letters, digits, Chinese characters and the usual name punctuation, up to 60. */
export const PAYEE_NAME_PATTERN = /^[A-Za-z0-9\u3400-\u9FFF .,'()&/-]{1,60}$/;
