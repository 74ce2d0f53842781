// What an amount field of a form holds for what the customer typed: integer minor units, nothing
// (an empty field), or, for a figure the parser refuses ("12.345", JPY "12.5", "-5"), a refused
// figure. The refused figure stays in the form data so the form's own validation refuses the
// field with a message that says why (its schema wants an integer); were it reported as nothing,
// an optional amount would pass as left out (a QR code without its amount).
import { minorDigits, parseMoney } from './money';

export interface RefusedFigure {
  /** Why the parser refused it: not a figure, more decimals than the currency has, too large. */
  readonly refusedFigure: 'format' | 'decimals' | 'too-large';
  /** The figure as typed, shown again when the form is drawn anew (a restored draft). */
  readonly text: string;
  /** The decimal places the currency has (JPY 0, the others 2). */
  readonly places: number;
}

export type AmountValue = number | RefusedFigure | undefined;

export function isRefusedFigure(value: unknown): value is RefusedFigure {
  return typeof value === 'object' && value !== null && typeof (value as RefusedFigure).refusedFigure === 'string' && typeof (value as RefusedFigure).text === 'string';
}

/** The form value of a typed figure in `currency`: minor units, undefined when empty, else a refused figure. */
export function amountValue(text: string, currency: string | undefined | null): AmountValue {
  const parsed = parseMoney(text, currency);
  if (parsed.ok) return parsed.minor;
  if (parsed.reason === 'empty') return undefined;
  return { refusedFigure: parsed.reason, text, places: minorDigits(currency) };
}

/** Two form values stand for the same figure (a refused figure by its text and reason). */
export function sameAmount(a: unknown, b: unknown): boolean {
  if (isRefusedFigure(a) && isRefusedFigure(b)) return a.text === b.text && a.refusedFigure === b.refusedFigure && a.places === b.places;
  return a === b;
}
