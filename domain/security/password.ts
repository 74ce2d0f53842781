// The online-banking password rules, shared by the strength meter in the browser and the bank,
// which checks every new password again. Strength codes are the spec's: 1 weak, 2 medium,
// 3 strong. A password the policy refuses is always weak; the bank accepts medium and strong.

export type PasswordStrength = 1 | 2 | 3;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** Why a new password is refused, or null when the policy accepts it. */
export type PasswordProblem = 'length' | 'characters' | 'letterAndDigit' | 'loginId' | 'repeated' | 'sameAsOld';

/** Letters, digits and the printable ASCII symbols; no spaces, no other characters. */
const ALLOWED = /^[\x21-\x7e]+$/;

function classes(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

/** The first rule the password breaks, or null. `loginId` and `oldPassword` when known. */
export function passwordProblem(password: string, context: { loginId?: string; oldPassword?: string } = {}): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return 'length';
  if (!ALLOWED.test(password)) return 'characters';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'letterAndDigit';
  // Four or more of the same character in a row (aaaa, 1111) is easy to see over a shoulder.
  if (/(.)\1{3}/.test(password)) return 'repeated';
  const loginId = context.loginId?.toLowerCase();
  if (loginId && password.toLowerCase().includes(loginId)) return 'loginId';
  if (context.oldPassword !== undefined && password === context.oldPassword) return 'sameAsOld';
  return null;
}

/**
 * 1 weak: refused by the policy, or letters and digits of one case only under 10 characters;
 * 2 medium: accepted; 3 strong: accepted with at least three kinds of characters (lower case,
 * upper case, digits, symbols) and 10 or more characters, or all four kinds.
 */
export function passwordStrength(password: string, context: { loginId?: string } = {}): PasswordStrength {
  if (passwordProblem(password, context) !== null) return 1;
  const kinds = classes(password);
  if (kinds === 4 || (kinds >= 3 && password.length >= 10)) return 3;
  if (kinds >= 3 || password.length >= 10) return 2;
  return 1;
}

/** The bank accepts a new password of medium strength or better. */
export function passwordAccepted(password: string, context: { loginId?: string; oldPassword?: string } = {}): boolean {
  return passwordProblem(password, context) === null && passwordStrength(password, context) >= 2;
}

/** "A123456(3)", "a123456 3", "A1234563" -> "A1234563": identity numbers compared without punctuation. */
export function identityKey(idNumber: string): string {
  return idNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
