// The one-time codes against the RFC test vectors (RFC 4226 HOTP, RFC 6238 TOTP, RFC 6287 OCRA),
// from the shared public vector file.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOTP, TOTP, Secret } from 'otpauth';
import { base32ToBytes, ocraResponse, parseOcraSuite, transactionChallenge } from '../../../domain/otp/ocra';

interface Vectors {
  hotp_rfc4226: { keyHex: string; vectors: { counter: number; otp: string }[] };
  totp_rfc6238: { unixTime: number; algorithm: 'SHA1' | 'SHA256' | 'SHA512'; keyHex: string; digits: number; period: number; otp: string }[];
  ocra_rfc6287: { suite: string; keyHex: string; question: string; response: string; counter?: number; pin?: string; pinHashSha1Hex?: string; timestampHex?: string }[];
}

const vectors = JSON.parse(fs.readFileSync('/work/shared/data/otp-test-vectors.json', 'utf8')) as Vectors;
const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

describe('HOTP (RFC 4226 appendix D) with otpauth', () => {
  it.each(vectors.hotp_rfc4226.vectors)('counter $counter -> $otp', ({ counter, otp }) => {
    const secret = Secret.fromHex(vectors.hotp_rfc4226.keyHex);
    expect(HOTP.generate({ secret, counter, algorithm: 'SHA1', digits: 6 })).toBe(otp);
  });
});

describe('TOTP (RFC 6238 appendix B) with otpauth, as the token and the bank use it', () => {
  it.each(vectors.totp_rfc6238)('$algorithm at $unixTime -> $otp', (v) => {
    const secret = Secret.fromHex(v.keyHex);
    expect(TOTP.generate({ secret, algorithm: v.algorithm, digits: v.digits, period: v.period, timestamp: v.unixTime * 1000 })).toBe(v.otp);
  });

  it('a wrong code does not validate', () => {
    const v = vectors.totp_rfc6238[0]!;
    const totp = new TOTP({ secret: Secret.fromHex(v.keyHex), algorithm: v.algorithm, digits: v.digits, period: v.period });
    expect(totp.validate({ token: '00000000', timestamp: v.unixTime * 1000, window: 1 })).toBeNull();
  });
});

describe('OCRA (RFC 6287 appendix C)', () => {
  it('has vectors for every suite shape used', () => {
    expect(vectors.ocra_rfc6287.length).toBeGreaterThan(30);
  });

  it.each(vectors.ocra_rfc6287.map((v, i) => ({ ...v, i })))('#$i $suite Q=$question -> $response', async (v) => {
    const response = await ocraResponse(v.suite, bytes(v.keyHex), {
      question: v.question,
      counter: v.counter,
      pin: v.pin,
      timeSteps: v.timestampHex ? BigInt('0x' + v.timestampHex) : undefined,
    });
    expect(response).toBe(v.response);
  });

  it('the PIN hash may be given instead of the PIN', async () => {
    const v = vectors.ocra_rfc6287.find((x) => x.pinHashSha1Hex)!;
    const response = await ocraResponse(v.suite, bytes(v.keyHex), { question: v.question, counter: v.counter, pinHashHex: v.pinHashSha1Hex });
    expect(response).toBe(v.response);
  });

  it('refuses a suite input that is missing or malformed', async () => {
    await expect(ocraResponse('OCRA-1:HOTP-SHA1-6:QN08-T1M', bytes('00'), { question: '12345678' })).rejects.toThrow(/timestamp/);
    await expect(ocraResponse('OCRA-1:HOTP-SHA1-6:QN08', bytes('00'), { question: '12a' })).rejects.toThrow(/digits/);
    await expect(ocraResponse('OCRA-1:HOTP-SHA1-6:QN08', bytes('00'), { question: '123456789' })).rejects.toThrow(/longer/);
    expect(() => parseOcraSuite('OCRA-2:HOTP-SHA1-6:QN08')).toThrow();
    expect(() => parseOcraSuite('OCRA-1:HOTP-MD5-6:QN08')).toThrow();
    expect(parseOcraSuite('OCRA-1:HOTP-SHA1-6:QN08-T1M').timeStep).toBe(60);
  });

  it('a timestamp in ms maps onto the suite time step', async () => {
    const key = bytes('3132333435363738393031323334353637383930');
    const atStep = await ocraResponse('OCRA-1:HOTP-SHA1-6:QN08-T1M', key, { question: '91234567', timeSteps: 1000 });
    const atMs = await ocraResponse('OCRA-1:HOTP-SHA1-6:QN08-T1M', key, { question: '91234567', timestamp: 1000 * 60_000 + 59_999 });
    expect(atMs).toBe(atStep);
  });
});

describe('transaction confirmation challenge', () => {
  it('is the last 8 digits of the mobile number, or all of a shorter one', () => {
    expect(transactionChallenge('+852 91234567')).toBe('91234567');
    expect(transactionChallenge('+853 6612 3456')).toBe('66123456');
    expect(transactionChallenge('123456')).toBe('123456');
  });

  it('base32 seeds decode to the same key otpauth uses', () => {
    const secret = new Secret({ size: 20 });
    expect(Buffer.from(base32ToBytes(secret.base32)).toString('hex')).toBe(secret.hex.toLowerCase());
  });
});
