// Account number helpers. Numbers are digits only; the front end groups them for display
// (3-3-1-6-1 for types 01-03, 4-4-4-4 for 04). The last digit is a Luhn check digit so a
// mistyped number is unlikely to hit another customer's account.

export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  // Double every second digit counting from the right of the final number (check digit included).
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function withCheckDigit(body: string): string {
  if (!/^[0-9]+$/.test(body)) throw new Error(`Account number body must be digits: ${body}`);
  return body + luhnCheckDigit(body);
}

/** A 14-digit deposit account number: branch (3), series (3), type digit (1), serial (6), check (1). */
export function depositAccountNo(branch: string, series: string, typeDigit: string, serial: string): string {
  const n = withCheckDigit(`${branch}${series}${typeDigit}${serial}`);
  if (n.length !== 14) throw new Error(`Deposit account numbers have 14 digits: ${n}`);
  return n;
}

/** A 16-digit ATM card number (type 04). */
export function cardNo(body15: string): string {
  const n = withCheckDigit(body15);
  if (n.length !== 16) throw new Error(`Card numbers have 16 digits: ${n}`);
  return n;
}
