// The bank's clock as the browser's soft token must see it. A one-time code is checked
// against the bank's time; the sandbox bank's clock can be moved forward by testers, and a
// phone's clock drifts. Each answer carries the bank's time (X-Bank-Time, epoch ms) and the
// soft token generates codes for that time instead of the device's own.
let offsetMs = 0;

export const BANK_TIME_HEADER = 'X-Bank-Time';

/** Remembers the difference between the bank's clock and this device's. */
export function noteBankTime(value: string | null | undefined, deviceNow: number = Date.now()): void {
  const bankMs = Number(value);
  if (value && Number.isSafeInteger(bankMs) && bankMs > 0) offsetMs = bankMs - deviceNow;
}

/** The bank's time now, as far as this device knows (its own clock until the bank answers). */
export function bankNow(): number {
  return Date.now() + offsetMs;
}
