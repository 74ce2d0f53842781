// The transaction ("float") password: a second secret of six digits (spec section 5: a six-digit
// code is exactly 6 digits) that confirms forex dealings. Rules the bank refuses, with the
// strength of the password by the spec's code table (1 weak, 2 medium, 3 strong):
// - exactly six digits;
// - not one digit six times (111111) and not a straight run up or down (123456, 654321);
// - weak (1): at most two different digits, or a repeated pair or triple (121212, 123123) -
//   refused as well; medium (2): three or four different digits; strong (3): five or six.
export type FloatPasswordProblem = 'format' | 'repeated' | 'sequence' | 'weak';

const RUNS = ['0123456789', '9876543210'];

export function floatPasswordProblem(password: string): FloatPasswordProblem | null {
  if (!/^[0-9]{6}$/.test(password)) return 'format';
  if (/^(\d)\1{5}$/.test(password)) return 'repeated';
  if (RUNS.some((run) => run.includes(password))) return 'sequence';
  if (floatPasswordStrength(password) === '1') return 'weak';
  return null;
}

export function floatPasswordStrength(password: string): '1' | '2' | '3' {
  const distinct = new Set(password).size;
  if (distinct <= 2 || /^(\d\d)\1\1$/.test(password) || /^(\d\d\d)\1$/.test(password)) return '1';
  return distinct <= 4 ? '2' : '3';
}
