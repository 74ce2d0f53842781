// Spec section 9: random codes are digits and lowercase letters, 6 long by default. Drawn from
// the platform's cryptographic generator, without the bias a plain modulo would give.
export const RANDOM_CODE_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

type Fill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

export function randomCode(length = 6, fill: Fill = (bytes) => globalThis.crypto.getRandomValues(bytes)): string {
  const n = RANDOM_CODE_ALPHABET.length;
  // The largest multiple of 36 below 256: bytes at or above it are drawn again.
  const limit = 256 - (256 % n);
  let out = '';
  while (out.length < length) {
    for (const byte of fill(new Uint8Array(length))) {
      if (byte < limit && out.length < length) out += RANDOM_CODE_ALPHABET[byte % n];
    }
  }
  return out;
}
