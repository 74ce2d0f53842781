// The QR scanner's worker: reads the code in a frame's pixels off the page's thread. It is
// served from its own path with its own Content-Security-Policy, the only one of this bank that
// allows WebAssembly ('wasm-unsafe-eval'; server/http/security-headers.ts, docs/security.md):
// the page itself keeps `script-src 'self'`. The polyfill's .wasm is a file of this build,
// fetched from this bank, never from the package's default CDN.
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { qrDetector, type QrDetector } from './detector';

export interface ScanRequest {
  id: number;
  image: ImageData;
}
export type ScanAnswer = { id: number; text: string | null } | { id: number; failed: true };

async function polyfill(): Promise<QrDetector> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? new URL(zxingWasmUrl, self.location.href).href : prefix + file) },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

let detector: Promise<QrDetector> | null = null;

self.onmessage = async (event: MessageEvent<ScanRequest>) => {
  const { id, image } = event.data;
  let answer: ScanAnswer;
  try {
    detector ??= qrDetector(self, polyfill);
    const codes = await (await detector).detect(image);
    answer = { id, text: codes[0]?.rawValue ?? null };
  } catch {
    // A reader that failed to start is tried again with the next frame.
    detector = null;
    answer = { id, failed: true };
  }
  self.postMessage(answer);
};
