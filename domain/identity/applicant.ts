// The rules of an account-opening application that the browser checks as the customer types
// and the bank checks again (spec section 5). The patterns are exported as strings too, so the
// flow's form schema uses the very same text (tests/unit/domain/applicant.test.ts compares).
import { emailProblem } from '../profile/email';

/** Chinese characters, letters, digits, spaces and the middle dot; 1 to 60. */
export const NAME_PATTERN = '^[\\u3400-\\u9FFFA-Za-z0-9 ·]{1,60}$';
/** An English name as on the identity document: letters, spaces, comma, hyphen, apostrophe; 2 to 60. */
export const ENGLISH_NAME_PATTERN = "^[A-Za-z][A-Za-z ,'-]{1,59}$";
/**
 * A mobile number: Hong Kong (8 digits from 4 to 9, optionally +852), Macau (8 digits from 6,
 * +853) or mainland (spec: optional 86 / +86 and 11 digits starting with 1).
 */
export const MOBILE_PATTERN = '^((\\+?852)?[4-9][0-9]{7}|\\+?853 ?6[0-9]{7}|(\\+?86)?1[0-9]{10})$';
/** Spec: word characters, optional dotted parts, @, a domain with 2 to 5 letter suffixes: the product's one e-mail rule. */
export { EMAIL_PATTERN } from '../profile/email';
/** Spec: an address may not contain @ # | ~ · % * ×; detail up to 200. */
export const ADDRESS_PATTERN = '^[^@#|~·%*×]{1,200}$';
/** Spec: the postal code, if given, up to 6 letters or digits. */
export const POSTAL_PATTERN = '^[A-Za-z0-9]{0,6}$';
/** A new login id: starts with a letter; letters, digits, dot, underscore; 6 to 20. */
export const LOGIN_ID_PATTERN = '^[A-Za-z][A-Za-z0-9._]{5,19}$';
/** A new password: 8 to 16 characters with at least one letter and one digit, no spaces. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*[0-9])\\S{8,16}$';

const re = (p: string) => new RegExp(p, 'u');
const NAME = re(NAME_PATTERN), ENGLISH = re(ENGLISH_NAME_PATTERN), MOBILE = re(MOBILE_PATTERN);
const ADDRESS = re(ADDRESS_PATTERN), POSTAL = re(POSTAL_PATTERN), LOGIN = re(LOGIN_ID_PATTERN), PASSWORD = re(PASSWORD_PATTERN);

/**
 * Spec section 5, to the letter: "name trimming removes spaces unless it is 2 to 20 Chinese
 * characters". A name whose characters, spaces aside, are 2 to 20 Chinese characters keeps the
 * spaces inside it (only the ends go); any other name loses every space, ideographic spaces
 * (U+3000, typed by Chinese input methods) included.
 */
export function trimName(name: string): string {
  const t = name.trim();
  const chinese = t.replace(/\s/gu, '');
  return /^[\u3400-\u9FFF]{2,20}$/u.test(chinese) ? t : t.replace(/\s/gu, '');
}

export const isName = (s: string) => NAME.test(trimName(s));
export const isEnglishName = (s: string) => ENGLISH.test(s.trim());
export const isMobile = (s: string) => MOBILE.test(s.replace(/[\s-]/g, ''));
export const isEmail = (s: string) => s.length <= 60 && emailProblem(s) === null;
export const isAddress = (s: string) => ADDRESS.test(s) && s.trim() !== '';
export const isPostalCode = (s: string) => POSTAL.test(s);
export const isLoginId = (s: string) => LOGIN.test(s);
export const isPassword = (s: string) => PASSWORD.test(s);
