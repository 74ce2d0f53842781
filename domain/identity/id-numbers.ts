// Identity document numbers an applicant gives when opening an account, checked the same way
// in the browser and by the bank: the Hong Kong identity card (check digit), the mainland
// resident identity card (GB 11643-1999: region, birth date, ISO 7064 MOD 11-2 check
// character), the Macau resident identity card and a passport (format only).
//
// `today` is always passed in (YYYY-MM-DD, the bank's business clock), never read from the
// machine, so the browser and the sandbox bank agree on what "a past date" is.

export type IdType = 'HKID' | 'CNID' | 'MOID' | 'PASSPORT';
export const ID_TYPES: readonly IdType[] = ['HKID', 'CNID', 'MOID', 'PASSPORT'];

/** Why a number is refused; `date-format` is the spec's 'date format error', `birth-date` its 'birth date error'. */
export type IdProblem = 'empty' | 'format' | 'check-digit' | 'region' | 'date-format' | 'birth-date';

export type IdCheck =
  | { ok: true; normalised: string; birthDate?: string }
  | { ok: false; problem: IdProblem };

const HKID_PATTERN = /^([A-Z]{1,2})([0-9]{6})[([]?([0-9A])[)\]]?$/;

/** Strips spaces and upper-cases; keeps brackets for the HKID parser. */
function clean(input: string): string {
  return input.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/** The check character of a Hong Kong identity card: '0'-'9' or 'A'. */
export function hkidCheckCharacter(prefix: string, digits: string): string {
  const [first, second] = prefix.length === 1 ? [36, prefix.charCodeAt(0) - 55] : [prefix.charCodeAt(0) - 55, prefix.charCodeAt(1) - 55];
  let sum = first * 9 + second * 8;
  for (let i = 0; i < 6; i++) sum += Number(digits[i]) * (7 - i);
  const r = (11 - (sum % 11)) % 11;
  return r === 10 ? 'A' : String(r);
}

/** A Hong Kong identity card number, with or without brackets around the check character; normalised to A123456(3). */
export function checkHkid(input: string): IdCheck {
  const s = clean(input);
  if (s === '') return { ok: false, problem: 'empty' };
  const m = HKID_PATTERN.exec(s);
  if (!m) return { ok: false, problem: 'format' };
  // Brackets, if any, must pair up: "A123456(3" is a typing slip, not a number.
  const open = s.includes('(') || s.includes('['), close = s.includes(')') || s.includes(']');
  if (open !== close) return { ok: false, problem: 'format' };
  const [, prefix = '', digits = '', check = ''] = m;
  if (hkidCheckCharacter(prefix, digits) !== check) return { ok: false, problem: 'check-digit' };
  return { ok: true, normalised: `${prefix}${digits}(${check})` };
}

const CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CN_CHECK = '10X98765432';
/** Province-level codes of GB/T 2260 (the first two digits of the address code). */
const CN_PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 91,
]);

/** The ISO 7064 MOD 11-2 check character over the first 17 digits of a mainland ID. */
export function cnIdCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (CN_WEIGHTS[i] ?? 0);
  return CN_CHECK.charAt(sum % 11);
}

function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
  return d <= days;
}

/**
 * The birth date inside an ID, as YYYY-MM-DD: a real calendar date ('date-format') that is not
 * after today and not more than 150 years back ('birth-date').
 */
export function checkBirthDate(yyyymmdd: string, today: string): { ok: true; date: string } | { ok: false; problem: 'date-format' | 'birth-date' } {
  if (!/^[0-9]{8}$/.test(yyyymmdd)) return { ok: false, problem: 'date-format' };
  const y = Number(yyyymmdd.slice(0, 4)), m = Number(yyyymmdd.slice(4, 6)), d = Number(yyyymmdd.slice(6, 8));
  if (!isRealDate(y, m, d)) return { ok: false, problem: 'date-format' };
  const date = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  if (date > today || y < Number(today.slice(0, 4)) - 150) return { ok: false, problem: 'birth-date' };
  return { ok: true, date };
}

/** A mainland resident identity card: 18 characters (17 digits + digit or X) or the legacy 15 digits (born 19YY). */
export function checkMainlandId(input: string, today: string): IdCheck {
  const s = clean(input);
  if (s === '') return { ok: false, problem: 'empty' };
  if (!/^([0-9]{17}[0-9X]|[0-9]{15})$/.test(s)) return { ok: false, problem: 'format' };
  if (!CN_PROVINCES.has(Number(s.slice(0, 2)))) return { ok: false, problem: 'region' };
  const birth = s.length === 18 ? s.slice(6, 14) : `19${s.slice(6, 12)}`;
  const b = checkBirthDate(birth, today);
  if (!b.ok) return b;
  if (s.length === 18 && cnIdCheckCharacter(s.slice(0, 17)) !== s[17]) return { ok: false, problem: 'check-digit' };
  return { ok: true, normalised: s, birthDate: b.date };
}

/**
 * A Macau resident identity card: 7 digits and a check digit, written 1234567(8), 1/234567/8
 * or 12345678; the first digit 1, 5 or 7. Macau does not publish the check-digit algorithm, so
 * only the form is checked. Normalised to 1234567(8).
 */
export function checkMacauId(input: string): IdCheck {
  const s = clean(input);
  if (s === '') return { ok: false, problem: 'empty' };
  const m = /^([157])\/?([0-9]{6})(?:\/([0-9])|\(([0-9])\)|([0-9]))$/.exec(s);
  if (!m) return { ok: false, problem: 'format' };
  const slashes = (s.match(/\//g) ?? []).length;
  if (slashes === 1) return { ok: false, problem: 'format' };
  const check = m[3] ?? m[4] ?? m[5];
  return { ok: true, normalised: `${m[1]}${m[2]}(${check})` };
}

/** A passport number: 6 to 9 letters and digits with at least one digit (ICAO 9303 allows up to 9). */
export function checkPassport(input: string): IdCheck {
  const s = clean(input);
  if (s === '') return { ok: false, problem: 'empty' };
  if (!/^[A-Z0-9]{6,9}$/.test(s) || !/[0-9]/.test(s)) return { ok: false, problem: 'format' };
  return { ok: true, normalised: s };
}

export function checkIdNumber(type: IdType, input: string, today: string): IdCheck {
  switch (type) {
    case 'HKID':
      return checkHkid(input);
    case 'CNID':
      return checkMainlandId(input, today);
    case 'MOID':
      return checkMacauId(input);
    case 'PASSPORT':
      return checkPassport(input);
  }
}

/** Full years between a birth date and today (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const ADULT_AGE = 18;

/** The last four characters of a number, for screens and records that must not show it whole. */
export function maskIdNumber(normalised: string): string {
  const plain = normalised.replace(/[()]/g, '');
  return `${'*'.repeat(Math.max(0, plain.length - 4))}${plain.slice(-4)}`;
}
