// The Luhn (mod 10) check digit of card numbers (ISO/IEC 7812-1): every second digit from the
// right is doubled (9 subtracted above 9) and the sum must end in 0. It catches every single
// mistyped digit and most swaps of neighbours, so a typo is refused before anything is sent.

/** Whether a string of digits passes the Luhn check (false for anything but 2 or more digits). */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The check digit that completes `partial` (the number without its last digit). */
export function luhnCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${partial}${d}`)) return String(d);
  throw new Error('digits only');
}
