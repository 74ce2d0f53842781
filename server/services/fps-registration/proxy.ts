// FPS proxy identifiers: what each type accepts and the one normalised form the directory
// stores and looks up (so "+852 9123 4567" and "91234567" find the same registration).
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Account flags of the spec: MOBN phone, EMAL e-mail, HKID identity card, SVID FPS ID. */
export type ProxyType = 'MOBN' | 'EMAL' | 'HKID' | 'SVID';
export const PROXY_TYPES: readonly ProxyType[] = ['MOBN', 'EMAL', 'HKID', 'SVID'];

// Spec section 5: word characters, optional dotted parts, @, domain with 2-5 letter suffixes.
const EMAIL = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.[A-Za-z]{2,5})+$/;

/** Hong Kong +852 (8 digits), Macau +853 (8 digits), mainland +86 (11 digits starting 1). */
export function normaliseMobile(text: string): string | null {
  const phone = parsePhoneNumberFromString(text.trim(), 'HK');
  if (!phone || !phone.isValid()) return null;
  const national = String(phone.nationalNumber);
  const ok =
    (phone.countryCallingCode === '852' && /^[0-9]{8}$/.test(national)) ||
    (phone.countryCallingCode === '853' && /^[0-9]{8}$/.test(national)) ||
    (phone.countryCallingCode === '86' && /^1[0-9]{10}$/.test(national));
  return ok ? phone.number : null;
}

const HKID = /^([A-Z]{1,2})([0-9]{6})\(?([0-9A])\)?$/;

/** Letters A=10..Z=35, a missing first letter counts 36; weights 9..2; check (11 - sum mod 11) mod 11, 10 = 'A'. */
export function normaliseHkid(text: string): string | null {
  const match = HKID.exec(text.trim().toUpperCase().replace(/[\s[\]]/g, (c) => (c === '[' ? '(' : c === ']' ? ')' : '')));
  if (!match) return null;
  const [, letters = '', digits = '', check = ''] = match;
  const values = (letters.length === 1 ? [36] : []).concat([...letters].map((c) => c.charCodeAt(0) - 55), [...digits].map(Number));
  const sum = values.reduce((acc, v, i) => acc + v * (9 - i), 0);
  const expected = (11 - (sum % 11)) % 11;
  return (expected === 10 ? 'A' : String(expected)) === check ? `${letters}${digits}${check}` : null;
}

export function normaliseEmail(text: string): string | null {
  const value = text.trim();
  return value.length <= 254 && EMAIL.test(value) ? value.toLowerCase() : null;
}

export function normaliseProxy(type: ProxyType, value: string): string | null {
  switch (type) {
    case 'MOBN':
      return normaliseMobile(value);
    case 'EMAL':
      return normaliseEmail(value);
    case 'HKID':
      return normaliseHkid(value);
    case 'SVID':
      return /^[0-9]{7,9}$/.test(value.trim()) ? value.trim() : null;
  }
}

/** How a proxy is shown back to its owner: the HKID partly hidden, the rest as registered. */
export function displayProxy(type: string, value: string): string {
  if (type === 'HKID') return `${value.slice(0, -4)}***(${value.slice(-1)})`;
  return value;
}
