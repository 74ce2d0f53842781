// A recorded session made safe to share (docs/recording.md, "Personal data"): before the file is
// written, every HKID number, account or card number, personal name, telephone number and
// e-mail address in it is replaced with a fake of the same shape, the same fake wherever the
// same value appears (an input, the request that carried it, the answer that echoed it), so the
// fixture still replays. Fakes are numbered in the order the values appear: nothing of a real
// value (not even a hash of it, which a short number would give back) is in the file.
import { hkidCheckCharacter } from '../../domain/identity/id-numbers';

type Json = Record<string, unknown>;
export type PersonalKind = 'hkid' | 'account' | 'name' | 'phone' | 'email';

const NAME_KEYS = /^(name|nameEn|nameZh|nameCn|nameTc|nameSc|custName|customerName|payeeName|payerName|holderName|accountName|accountHolder|beneficiaryName|receiptName|nickname|englishName|chineseName|fullName|firstName|lastName|surname|givenName|drawerName|payeeNameEn|payeeNameZh)$/i;
const ACCOUNT_KEYS = /(account|acct|card)(No|Number)$|^(accountNo|cardNo|iban)$/i;
const PHONE_KEYS = /(mobile|phone|tel|telephone)(No|Number)?$/i;
const EMAIL_KEYS = /e-?mail(Address)?$/i;
const ID_KEYS = /^(idNo|idNumber|hkid|hkidNo|documentNo|certNo|identityNo|idCardNo)$/i;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const HKID = /\b[A-Z]{1,2}[0-9]{6}\(?[0-9A]\)?/g;
const PHONE = /\+?(852|853|86)[ -]?[0-9][0-9 -]{6,14}[0-9]/g;
const CJK = /[\u3400-\u9fff]/;

// Names no customer has: the demo customers' own names are real to the sandbox.
const FAKE_NAMES_EN = ['ALEX SAMPLE', 'BOBBY SAMPLE', 'CARMEN SAMPLE', 'DANNY SAMPLE', 'EVA SAMPLE', 'FRANKIE SAMPLE', 'GIGI SAMPLE', 'HENRY SAMPLE', 'IVY SAMPLE', 'JACKY SAMPLE'];
const FAKE_NAMES_ZH = ['樣本甲', '樣本乙', '樣本丙', '樣本丁', '樣本戊', '樣本己', '樣本庚', '樣本辛', '樣本壬', '樣本癸'];

function kindOfKey(key: string): PersonalKind | undefined {
  if (ID_KEYS.test(key)) return 'hkid';
  if (EMAIL_KEYS.test(key)) return 'email';
  if (PHONE_KEYS.test(key)) return 'phone';
  if (ACCOUNT_KEYS.test(key)) return 'account';
  if (NAME_KEYS.test(key)) return 'name';
  return undefined;
}

/** `shape` with its digit places from the `from`-th on taken by the digits of `n` (zero-padded). */
function overDigits(shape: string, n: number, from: number): string {
  const free = [...shape].map((c, i) => (/[0-9]/.test(c) ? i : -1)).filter((i) => i >= 0).slice(from);
  const digits = String(n).padStart(free.length, '0').slice(-free.length);
  const out = [...shape];
  free.forEach((place, k) => (out[place] = digits[k]!));
  return out.join('');
}

export class Fakes {
  private readonly byValue = new Map<string, string>();
  private readonly counts: Record<PersonalKind, number> = { hkid: 0, account: 0, name: 0, phone: 0, email: 0 };

  /** The fake already given for this exact value, if any. */
  known(value: string): string | undefined {
    return this.byValue.get(value);
  }

  /** The fake of a value of a kind, the same every time it is asked for the same value. */
  fake(kind: PersonalKind, value: string): string {
    const known = this.byValue.get(value);
    if (known !== undefined) return known;
    const n = ++this.counts[kind];
    const fake = this.make(kind, value, n);
    this.byValue.set(value, fake);
    return fake;
  }

  private make(kind: PersonalKind, value: string, n: number): string {
    switch (kind) {
      case 'email':
        return `customer${n}@example.com`;
      case 'name': {
        const list = CJK.test(value) ? FAKE_NAMES_ZH : FAKE_NAMES_EN;
        const base = list[(n - 1) % list.length]!;
        return n > list.length ? `${base}${CJK.test(value) ? '' : ' '}${String.fromCharCode(65 + Math.floor((n - 1) / list.length) - 1)}` : base;
      }
      case 'hkid': {
        const m = /^([A-Z]{1,2})([0-9]{6})(\(?)([0-9A])(\)?)$/.exec(value);
        if (!m) return overDigits(value, n, 0);
        const prefix = m[1]!.length === 2 ? 'XZ' : 'Z';
        const digits = String(100000 + n).slice(-6);
        return `${prefix}${digits}${m[3]}${hkidCheckCharacter(prefix, digits)}${m[5]}`;
      }
      case 'phone': {
        // The country code and the subscriber number's first digit stay (patterns check them).
        const country = /^\+?(852|853|86)/.exec(value)?.[0] ?? '';
        const countryDigits = country.replace(/\D/g, '').length;
        return overDigits(value, 1000 + n, countryDigits + 1);
      }
      case 'account':
        // The bank's code (its first three digits) stays: the payee's bank is not personal.
        return overDigits(value, n, 3);
    }
  }
}

/** Replaces the personal values in every text of `value`, in place of a copy. */
export function anonymise<T>(value: T, fakes = new Fakes()): T {
  // First the values named by their keys, so a number in free text gets the same fake.
  const named: [PersonalKind, string][] = [];
  const collect = (node: unknown, key: string) => {
    if (typeof node === 'string') {
      const kind = kindOfKey(key);
      if (kind && node.trim() && node !== '<masked>') named.push([kind, node]);
    } else if (Array.isArray(node)) node.forEach((n) => collect(n, key));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node as Json)) collect(v, k);
  };
  collect(value, '');
  for (const [kind, v] of named) fakes.fake(kind, v);
  const replace = (text: string, key: string): string => {
    const kind = kindOfKey(key);
    if (kind && text.trim() && text !== '<masked>') return fakes.fake(kind, text);
    return text
      .replace(EMAIL, (m) => fakes.fake('email', m))
      .replace(HKID, (m) => fakes.fake('hkid', m))
      .replace(PHONE, (m) => fakes.fake('phone', m));
  };
  const walk = (node: unknown, key: string): unknown => {
    if (typeof node === 'string') return replace(node, key);
    if (Array.isArray(node)) return node.map((n) => walk(n, key));
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node as Json).map(([k, v]) => [k, walk(v, k)]));
    return node;
  };
  const out = walk(value, '');
  // A value met under its key elsewhere (an account number echoed under another key) goes too.
  const again = (node: unknown): unknown => {
    if (typeof node === 'string') return fakes.known(node) ?? node;
    if (Array.isArray(node)) return node.map(again);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node as Json).map(([k, v]) => [k, again(v)]));
    return node;
  };
  return again(out) as T;
}
