// FPS proxy identifiers (spec section 3, account flags): MOBN mobile number, EMAL e-mail,
// SVID FPS ID, HKID Hong Kong identity card number. One parser for the browser and the bank,
// so both refuse the same input and agree on the normalised form the directory is keyed by.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { checkHkid } from '../identity/id-numbers';
import { emailProblem } from '../profile/email';

export const PROXY_TYPES = ['MOBN', 'EMAL', 'SVID', 'HKID'] as const;
export type ProxyType = (typeof PROXY_TYPES)[number];

/** Mobile numbers FPS accepts here: Hong Kong +852, Macau +853, mainland China +86. */
const MOBILE_REGIONS = new Set(['HK', 'MO', 'CN']);
const MOBILE_FIRST_DIGIT: Record<string, RegExp> = { HK: /^[4-9]\d{7}$/, MO: /^6\d{7}$/, CN: /^1\d{10}$/ };
const FPS_ID = /^[0-9]{7,9}$/;

export type ProxyCheck = { ok: true; value: string } | { ok: false };

/**
 * A mobile number: '+852 9123 4567', '85291234567', or 8 local digits (Hong Kong, as the
 * spec says a number without country code is local). Normalised to E.164.
 */
export function normaliseMobile(input: string): ProxyCheck {
  const compact = input.replace(/[\s-]/g, '');
  const withPlus = compact.startsWith('+') ? compact : /^(852|853|86)\d+$/.test(compact) && compact.length > 8 ? `+${compact}` : compact;
  const phone = parsePhoneNumberFromString(withPlus, 'HK');
  if (!phone || !phone.country || !MOBILE_REGIONS.has(phone.country) || !phone.isValid()) return { ok: false };
  // Fixed lines cannot hold an FPS proxy. The small metadata set cannot tell number types
  // apart, so the mobile ranges are checked here: HK 4-9 (fixed lines start 2 or 3), Macau 6,
  // mainland 1 (11 digits).
  if (!MOBILE_FIRST_DIGIT[phone.country]!.test(phone.nationalNumber)) return { ok: false };
  return { ok: true, value: phone.number };
}

export function normaliseProxy(type: string, input: string): ProxyCheck {
  const value = input.trim();
  switch (type) {
    case 'MOBN':
      return normaliseMobile(value);
    case 'EMAL':
      // The e-mail rule of every other field (spec section 5); the directory keys it in lower case.
      return emailProblem(value) === null ? { ok: true, value: value.toLowerCase() } : { ok: false };
    case 'SVID':
      return FPS_ID.test(value) ? { ok: true, value } : { ok: false };
    case 'HKID': {
      // The identity card rule of account opening (domain/identity); the directory keys it
      // without the brackets cards print round the check digit: 'A123456(3)' is 'A1234563'.
      const id = checkHkid(value);
      return id.ok ? { ok: true, value: id.normalised.replace(/[()]/g, '') } : { ok: false };
    }
    default:
      return { ok: false };
  }
}

/** What the customer sees of a payee's name before paying: enough to recognise, not to harvest. */
export function maskPayeeName(name: string): string {
  if (/^[\u4e00-\u9fa5]+$/.test(name)) {
    if (name.length <= 2) return `${name[0]}*`;
    return `${name[0]}${'*'.repeat(name.length - 2)}${name.slice(-1)}`;
  }
  return name
    .split(/\s+/)
    .map((w) => (w.length <= 2 ? w : `${w.slice(0, 2)}${'*'.repeat(w.length - 2)}`))
    .join(' ');
}
