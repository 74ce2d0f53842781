// The phone-banking PIN (settings/reset-phoneBank): six digits a caller keys in to the bank's
// telephone service. A Hong Kong bank refuses PINs a stranger would try first: one digit
// repeated, a straight run up or down (wrapping round, 890123), a short group repeated
// (121212, 123123), pairs (112233), and the customer's own numbers (date of birth, the end of
// the mobile number, the digits of the identity document). The form shows the rule; the bank
// applies it again with the customer's details, which the browser does not hold.
export const PHONE_PIN_PATTERN = /^[0-9]{6}$/;

export type PhonePinProblem = 'format' | 'repeated' | 'sequence' | 'pattern' | 'personal';

export interface PinContext {
  /** 'YYYY-MM-DD' */
  birthDate?: string | null;
  mobile?: string | null;
  idNumber?: string | null;
}

function isRun(pin: string): boolean {
  const steps = [...pin].slice(1).map((d, i) => (Number(d) - Number(pin[i]) + 10) % 10);
  return steps.every((s) => s === 1) || steps.every((s) => s === 9);
}

function isPattern(pin: string): boolean {
  const repeats = (period: number) => [...pin].every((d, i) => d === pin[i % period]);
  const pairs = pin[0] === pin[1] && pin[2] === pin[3] && pin[4] === pin[5];
  return repeats(2) || repeats(3) || pairs;
}

/** Six-digit strings made of the customer's own numbers. */
export function personalPins(context: PinContext): Set<string> {
  const out = new Set<string>();
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(context.birthDate ?? '');
  if (birth) {
    const [, y, m, d] = birth as unknown as [string, string, string, string];
    const yy = y.slice(2);
    for (const pin of [`${d}${m}${yy}`, `${yy}${m}${d}`, `${m}${d}${yy}`, `${y}${m}`, `${m}${y}`, `${d}${m}${y.slice(0, 2)}`]) out.add(pin);
  }
  const mobile = (context.mobile ?? '').replace(/\D/g, '');
  if (mobile.length >= 6) out.add(mobile.slice(-6));
  const idDigits = (context.idNumber ?? '').replace(/\D/g, '');
  for (let i = 0; i + 6 <= idDigits.length; i += 1) out.add(idDigits.slice(i, i + 6));
  return out;
}

/** The first rule a PIN breaks, or null when the bank accepts it. */
export function phonePinProblem(pin: string, context: PinContext = {}): PhonePinProblem | null {
  if (!PHONE_PIN_PATTERN.test(pin)) return 'format';
  if (/^(\d)\1{5}$/.test(pin)) return 'repeated';
  if (isRun(pin)) return 'sequence';
  if (isPattern(pin)) return 'pattern';
  if (personalPins(context).has(pin)) return 'personal';
  return null;
}
