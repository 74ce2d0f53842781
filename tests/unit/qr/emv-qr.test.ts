// The EMV / FPS QR builder and parser against the public examples, round trips, and
// tampered or malformed payloads (each refused with its own reason and message).
import { describe, expect, it } from 'vitest';
import {
  buildFpsQr,
  crc16,
  EmvQrError,
  parseEmvPayload,
  parseFpsQr,
  withCrc,
  type EmvQrProblem,
} from '../../../domain/emv-qr';
import { QR_ERRORS } from '../../../widgets/qr/qr-errors';
import examples from './emv-qr-examples.json';

function problemOf(payload: string, parse: (p: string) => unknown = parseFpsQr): EmvQrProblem | 'none' {
  try {
    parse(payload);
    return 'none';
  } catch (e) {
    if (e instanceof EmvQrError) return e.problem;
    throw e;
  }
}

/** A payload whose body was changed but whose CRC was recomputed: only the semantic checks can catch it. */
function reframe(payload: string, edit: (body: string) => string): string {
  return withCrc(edit(payload.slice(0, -8)));
}

const FPS_MOBILE = examples.examples.find((e) => e.id === 'computed-mobile-hkd-ref')!.payload;

describe('CRC-16/CCITT-FALSE', () => {
  it.each(examples.crc16.testVectors)('crc16($input) = $crc', ({ input, crc }) => {
    expect(crc16(input)).toBe(crc);
  });
});

describe('public examples', () => {
  for (const example of examples.examples) {
    it(`${example.id}: CRC ${example.crcValid ? 'accepted' : 'refused'}`, () => {
      if (example.crcValid) {
        const parsed = parseEmvPayload(example.payload);
        expect(parsed.get('63')).toBe(example.payload.slice(-4));
      } else {
        expect(problemOf(example.payload, parseEmvPayload)).toBe('crcMismatch');
      }
    });
  }

  it('reads the FPS ID example: static, clearing code 004, no amount', () => {
    const qr = parseFpsQr(examples.examples.find((e) => e.id === 'computed-fpsid-static')!.payload);
    expect(qr).toMatchObject({ dynamic: false, bankCode: '004', proxy: { type: 'fpsId', value: '1234567' }, currency: 'HKD', name: 'NA', city: 'HK' });
    expect(qr.amount).toBeUndefined();
  });

  it('reads the e-mail example: dynamic CNY 88.00 with a bill number', () => {
    const qr = parseFpsQr(examples.examples.find((e) => e.id === 'computed-email-cny-bill')!.payload);
    expect(qr).toMatchObject({ dynamic: true, proxy: { type: 'email', value: 'pay@example.com' }, currency: 'CNY', amount: 8800, billNumber: 'INV-2026-0001', name: 'Example Shop' });
  });

  it('reads the mobile example: HKD 250.50 with a reference label', () => {
    expect(parseFpsQr(FPS_MOBILE)).toMatchObject({ proxy: { type: 'mobile', value: '+852-91234567' }, currency: 'HKD', amount: 25050, reference: 'REF123', name: 'Chan Tai Man' });
  });

  it('refuses the non-FPS EMV examples as not FPS codes', () => {
    expect(problemOf(examples.examples[0]!.payload)).toBe('notFps');
    expect(problemOf(examples.examples[1]!.payload)).toBe('notFps');
  });
});

describe('builder round trips', () => {
  it('rebuilds the published FPS examples byte for byte', () => {
    expect(buildFpsQr({ proxy: { type: 'mobile', value: '+852-91234567' }, currency: 'HKD', amount: 25050, name: 'Chan Tai Man', city: 'HK', reference: 'REF123' })).toBe(FPS_MOBILE);
    expect(buildFpsQr({ bankCode: '004', proxy: { type: 'fpsId', value: '1234567' }, currency: 'HKD', name: 'NA', city: 'HK' })).toBe(
      examples.examples.find((e) => e.id === 'computed-fpsid-static')!.payload,
    );
  });

  it.each([
    { bankCode: '398', proxy: { type: 'fpsId' as const, value: '104857601' }, currency: 'HKD' as const, name: '陳大文', city: '香港' },
    { proxy: { type: 'email' as const, value: 'tai.man@example.hk' }, currency: 'CNY' as const, amount: 1, name: 'CHAN TAI MAN' },
    { bankCode: '398', proxy: { type: 'account' as const, value: '201398105273100' }, currency: 'HKD' as const, amount: 123456789, name: 'WONG SIU MING', billNumber: 'B-1' },
  ])('parse(build(x)) gives x back ($proxy.type)', (input) => {
    const qr = parseFpsQr(buildFpsQr(input));
    expect(qr.proxy).toEqual(input.proxy);
    expect(qr.currency).toBe(input.currency);
    expect(qr.amount).toBe(input.amount);
    expect(qr.dynamic).toBe(input.amount !== undefined);
    expect(qr.name).toBe(input.name);
    expect(qr.bankCode).toBe(input.bankCode);
  });
});

describe('tampered and malformed payloads', () => {
  it.each<[string, string, EmvQrProblem]>([
    ['empty', '   ', 'empty'],
    ['amount changed, CRC kept', FPS_MOBILE.replace('250.50', '950.50'), 'crcMismatch'],
    ['CRC removed', FPS_MOBILE.slice(0, -8), 'crcMissing'],
    ['not TLV', 'hello world', 'malformed'],
    ['length runs past the end', FPS_MOBILE.slice(0, -8) + '5920Chan', 'badLength'],
    ['payload format 02', reframe(FPS_MOBILE, (b) => b.replace(/^000201/, '000202')), 'payloadFormat'],
    ['point of initiation 13', reframe(FPS_MOBILE, (b) => b.replace('010212', '010213')), 'initiation'],
    ['merchant name missing', reframe(FPS_MOBILE, (b) => b.replace('5912Chan Tai Man', '')), 'missingTag'],
    ['currency USD 840', reframe(FPS_MOBILE, (b) => b.replace('5303344', '5303840')), 'currency'],
    ['country MO', reframe(FPS_MOBILE, (b) => b.replace('5802HK', '5802MO')), 'country'],
    ['amount with three decimals', reframe(FPS_MOBILE, (b) => b.replace('5406250.50', '5407250.505')), 'amount'],
    ['amount zero', reframe(FPS_MOBILE, (b) => b.replace('5406250.50', '54040.00')), 'amount'],
    ['wrong GUID', reframe(FPS_MOBILE, (b) => b.replace('hk.com.hkicl', 'hk.com.hkicx')), 'notFps'],
    ['two proxies', buildTwoProxies(), 'proxy'],
    ['bad mobile proxy', reframe(FPS_MOBILE, (b) => b.replace('26330012hk.com.hkicl0313+852-91234567', '26330012hk.com.hkicl0313+852 91234567')), 'proxy'],
    ['duplicate tag', reframe(FPS_MOBILE, (b) => b + '5802HK'), 'malformed'],
  ])('%s -> %s', (_name, payload, problem) => {
    expect(problemOf(payload)).toBe(problem);
  });

  it('gives every reason its own message in each language', () => {
    for (const locale of ['zh-TW', 'zh-CN', 'en'] as const) {
      const texts = Object.values(QR_ERRORS.table(locale));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});

function buildTwoProxies(): string {
  const account = '0012hk.com.hkicl' + '0207' + '1234567' + '0415pay@example.com';
  return withCrc('000201010211' + '26' + String(account.length).padStart(2, '0') + account + '52040000530334458' + '02HK5902NA6002HK');
}
