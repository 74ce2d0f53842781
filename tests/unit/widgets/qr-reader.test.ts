// The QR reader: the browser's own BarcodeDetector where it reads QR codes, the polyfill
// otherwise (widgets/qr/detector.ts); and the polyfill's .wasm that the build ships is the one
// its JavaScript was made for (zxing-wasm's README: each release has its own .wasm).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ZXING_WASM_SHA256 } from 'barcode-detector/ponyfill';
import { describe, expect, it, vi } from 'vitest';
import { qrDetector, type QrDetector } from '../../../widgets/qr/detector';

function nativeClass(formats: string[] | Error) {
  return class {
    static getSupportedFormats = () => (formats instanceof Error ? Promise.reject(formats) : Promise.resolve(formats));
    constructor(readonly options: { formats: string[] }) {}
    detect = () => Promise.resolve([{ rawValue: 'native' }]);
  };
}

/** A frame's pixels (Node has no ImageData class; the detectors here only pass it on). */
const frame = { data: new Uint8ClampedArray(4), width: 1, height: 1, colorSpace: 'srgb' } as ImageData;

const fromPolyfill: QrDetector = { detect: () => Promise.resolve([{ rawValue: 'polyfill' }]) };

describe('QR reader', () => {
  it("uses the browser's detector when it reads QR codes, without fetching the polyfill", async () => {
    const polyfill = vi.fn(() => Promise.resolve(fromPolyfill));
    const detector = await qrDetector({ BarcodeDetector: nativeClass(['ean_13', 'qr_code']) }, polyfill);
    expect(await detector.detect(frame)).toEqual([{ rawValue: 'native' }]);
    expect((detector as unknown as { options: unknown }).options).toEqual({ formats: ['qr_code'] });
    expect(polyfill).not.toHaveBeenCalled();
  });

  it('uses the polyfill without a detector, with one that reads no QR code (desktop Chromium on Linux) or one that fails', async () => {
    for (const scope of [{}, { BarcodeDetector: nativeClass([]) }, { BarcodeDetector: nativeClass(new Error('no service')) }]) {
      const polyfill = vi.fn(() => Promise.resolve(fromPolyfill));
      expect(await qrDetector(scope, polyfill)).toBe(fromPolyfill);
      expect(polyfill).toHaveBeenCalledOnce();
    }
  });

  it('ships the .wasm the polyfill expects', () => {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    expect(createHash('sha256').update(wasm).digest('hex')).toBe(ZXING_WASM_SHA256);
  });
});
