// FPS proxy identifiers (spec section 3, account flags): MOBN mobile number, EMAL e-mail,
// SVID FPS ID, HKID Hong Kong identity card number. One parser for the browser and the bank,
// so both refuse the same input and agree on the normalised form the directory is keyed by.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export const PROXY_TYPES = ['MOBN', 'EMAL', 'SVID', 'HKID'] as const;
export type ProxyType = (typeof PROXY_TYPES)[number];

/** Mobile numbers FPS accepts here: Hong Kong +852, Macau +853, mainland China +86. */
const MOBILE_REGIONS = new Set(['HK', 'MO', 'CN']);
const MOBILE_FIRST_DIGIT: Record<string, RegExp> = { HK: /^[4-9]\d{7}$/, MO: /^6\d{7}$/, CN: /^1\d{10}$/ };
const EMAIL = /^[\w-]+(\.[\w-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,5}$/;
const FPS_ID = /^[0-9]{7,9}$/;
const HKID = /^([A-Z]{1,2})([0-9]{6})\(?([0-9A])\)?$/;

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

/** The HKID check digit (weights 9..2 over a space-padded 8-character body, modulo 11). */
export function hkidCheckDigitValid(id: string): boolean {
  const m = HKID.exec(id.toUpperCase().replace(/\s/g, ''));
  if (!m) return false;
  const letters = m[1]!.length === 1 ? ` ${m[1]}` : m[1]!;
  const body = letters + m[2];
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    const v = c === ' ' ? 36 : /[A-Z]/.test(c) ? c.charCodeAt(0) - 55 : Number(c);
    sum += v * (9 - i);
  }
  const check = (11 - (sum % 11)) % 11;
  return (check === 10 ? 'A' : String(check)) === m[3];
}

export function normaliseProxy(type: string, input: string): ProxyCheck {
  const value = input.trim();
  switch (type) {
    case 'MOBN':
      return normaliseMobile(value);
    case 'EMAL':
      return value.length <= 254 && EMAIL.test(value) ? { ok: true, value: value.toLowerCase() } : { ok: false };
    case 'SVID':
      return FPS_ID.test(value) ? { ok: true, value } : { ok: false };
    case 'HKID': {
      // Cards print the check digit in brackets, round or square: 'A123456(3)', 'Q803337[0]'.
      const id = value.toUpperCase().replace(/[\s()[\]]/g, '');
      return hkidCheckDigitValid(id) ? { ok: true, value: id } : { ok: false };
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
