// OCRA (RFC 6287) challenge-response codes on WebCrypto, so the same module runs in the
// browser (soft token) and in Node (the bank verifying). otpauth covers HOTP/TOTP but not
// OCRA. Supported suites: OCRA-1:HOTP-{SHA1|SHA256|SHA512}-{0,4..10}:[C-]{QN|QA|QH}nn[-PSHA1|-PSHA256|-PSHA512][-Sxxx][-T{n}{S|M|H}]
export interface OcraSuite {
  text: string;
  hash: 'SHA-1' | 'SHA-256' | 'SHA-512';
  digits: number;
  counter: boolean;
  question: { format: 'N' | 'A' | 'H'; length: number };
  pinHash?: 'SHA-1' | 'SHA-256' | 'SHA-512';
  sessionLength?: number;
  /** Time step in seconds, when the suite has a timestamp. */
  timeStep?: number;
}

export interface OcraInput {
  /** Decimal (QN), text (QA) or hex (QH) challenge. */
  question: string;
  counter?: number | bigint;
  /** The PIN itself (hashed here) or its hash in hex. */
  pin?: string;
  pinHashHex?: string;
  sessionHex?: string;
  /** Unix time in ms; turned into the suite's time steps. */
  timestamp?: number;
  /** Already counted time steps, as given by RFC 6287's test vectors. */
  timeSteps?: number | bigint;
}

const HASHES = { SHA1: 'SHA-1', SHA256: 'SHA-256', SHA512: 'SHA-512' } as const;
const TIME_UNITS = { S: 1, M: 60, H: 3600 } as const;

export function parseOcraSuite(text: string): OcraSuite {
  const parts = text.split(':');
  const crypto = /^HOTP-(SHA1|SHA256|SHA512)-(\d{1,2})$/.exec(parts[1] ?? '');
  if (parts.length !== 3 || parts[0] !== 'OCRA-1' || !crypto) throw new Error(`Unsupported OCRA suite ${text}`);
  const digits = Number(crypto[2]);
  if (digits !== 0 && (digits < 4 || digits > 10)) throw new Error(`Unsupported OCRA digits in ${text}`);
  const suite: OcraSuite = { text, hash: HASHES[crypto[1] as keyof typeof HASHES], digits, counter: false, question: { format: 'N', length: 8 } };
  let sawQuestion = false;
  for (const item of parts[2]!.split('-')) {
    let m: RegExpExecArray | null;
    if (item === 'C' && !sawQuestion) suite.counter = true;
    else if ((m = /^Q([ANH])(\d{2})$/.exec(item))) {
      const length = Number(m[2]);
      if (length < 4 || length > 64) throw new Error(`Unsupported OCRA question length in ${text}`);
      suite.question = { format: m[1] as 'N' | 'A' | 'H', length };
      sawQuestion = true;
    } else if ((m = /^P(SHA1|SHA256|SHA512)$/.exec(item))) suite.pinHash = HASHES[m[1] as keyof typeof HASHES];
    else if ((m = /^S(\d{3})$/.exec(item))) suite.sessionLength = Number(m[1]);
    else if ((m = /^T(\d{1,2})([SMH])$/.exec(item))) suite.timeStep = Number(m[1]) * TIME_UNITS[m[2] as keyof typeof TIME_UNITS];
    else throw new Error(`Unsupported OCRA data input ${item} in ${text}`);
  }
  if (!sawQuestion) throw new Error(`OCRA suite ${text} has no question`);
  return suite;
}

function hexToBytes(hex: string): Uint8Array {
  const clean = hex.length % 2 ? '0' + hex : hex;
  if (!/^[0-9a-fA-F]*$/.test(clean)) throw new Error('Not a hex string');
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function uint64(value: number | bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(value));
  return out;
}

/** The question, left-aligned and zero-padded to 128 bytes (RFC 6287 section 5.1). */
function questionBytes(suite: OcraSuite, question: string): Uint8Array {
  const { format, length } = suite.question;
  // Only numeric questions are held to the suite's length: RFC 6287's own QA08 vectors use
  // 16-character questions, and its reference code does not check.
  if (format === 'N' && question.length > length) throw new Error('OCRA question longer than the suite allows');
  let bytes: Uint8Array;
  if (format === 'N') {
    if (!/^\d+$/.test(question)) throw new Error('OCRA numeric question must be digits');
    let hex = BigInt(question).toString(16);
    // RFC 6287's reference code pads an odd-length hex question on the right.
    if (hex.length % 2) hex += '0';
    bytes = hexToBytes(hex);
  } else if (format === 'H') bytes = hexToBytes(question.length % 2 ? question + '0' : question);
  else bytes = new TextEncoder().encode(question);
  const out = new Uint8Array(128);
  out.set(bytes.subarray(0, 128));
  return out;
}

async function digest(hash: string, data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest(hash, data as BufferSource));
}

/** HMAC + HOTP dynamic truncation (RFC 4226 section 5.3). */
export async function hmacTruncate(hash: OcraSuite['hash'], key: Uint8Array, message: Uint8Array, digits: number): Promise<string> {
  const cryptoKey = await globalThis.crypto.subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash }, false, ['sign']);
  const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, message as BufferSource));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  if (digits === 0) return String(binary);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The OCRA response for one challenge; rejects inputs the suite needs but did not get. */
export async function ocraResponse(suiteText: string, key: Uint8Array, input: OcraInput): Promise<string> {
  const suite = parseOcraSuite(suiteText);
  const chunks: Uint8Array[] = [new TextEncoder().encode(suite.text), new Uint8Array([0])];
  if (suite.counter) {
    if (input.counter === undefined) throw new Error('OCRA suite needs a counter');
    chunks.push(uint64(input.counter));
  }
  chunks.push(questionBytes(suite, input.question));
  if (suite.pinHash) {
    if (input.pinHashHex) chunks.push(hexToBytes(input.pinHashHex));
    else if (input.pin !== undefined) chunks.push(await digest(suite.pinHash, new TextEncoder().encode(input.pin)));
    else throw new Error('OCRA suite needs a PIN');
  }
  if (suite.sessionLength) {
    const session = hexToBytes(input.sessionHex ?? '');
    const padded = new Uint8Array(suite.sessionLength);
    padded.set(session.subarray(0, suite.sessionLength), Math.max(0, suite.sessionLength - session.length));
    chunks.push(padded);
  }
  if (suite.timeStep) {
    const steps = input.timeSteps ?? (input.timestamp !== undefined ? Math.floor(input.timestamp / 1000 / suite.timeStep) : undefined);
    if (steps === undefined) throw new Error('OCRA suite needs a timestamp');
    chunks.push(uint64(steps));
  }
  const message = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    message.set(c, at);
    at += c.length;
  }
  return hmacTruncate(suite.hash, key, message, suite.digits);
}

/** Base32 (RFC 4648) to bytes: token seeds travel as base32. */
export function base32ToBytes(text: string): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = text.replace(/=+$/, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const index = alphabet.indexOf(ch);
    if (index < 0) throw new Error('Not a base32 string');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** The transaction confirmation code's suite: 8-digit question, 6-digit answer, 1-minute steps. */
export const TRANSACTION_CODE_SUITE = 'OCRA-1:HOTP-SHA1-6:QN08-T1M';

/** The code marked in red: the last 8 digits of the registered mobile number (all of it if shorter). */
export function transactionChallenge(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.slice(-8);
}
