// The token PIN rules the bank enforces (server/services/customer/security/token-pin.ts), checked here
// first so the customer hears about a weak PIN before anything is sent.
export const PIN_LENGTH = 6;

export function isWeakPin(pin: string): boolean {
  if (/^(\d)\1+$/.test(pin)) return true;
  const steps = [...pin].slice(1).map((d, i) => Number(d) - Number(pin[i]));
  return steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

/** The i18n key of what is wrong with a new PIN, or null when it is acceptable. */
export function newPinProblem(pin: string, repeat: string): string | null {
  if (!/^\d{6}$/.test(pin)) return 'security.pinFormat';
  if (isWeakPin(pin)) return 'security.pinWeak';
  if (pin !== repeat) return 'security.pinMismatch';
  return null;
}
