// Which QR reader the scanner uses: the browser's own BarcodeDetector where it reads QR codes
// (Chrome on Android, macOS and ChromeOS), otherwise the `barcode-detector` polyfill (ZXing-C++
// compiled to WebAssembly), fetched only then: Safari and Firefox have no BarcodeDetector (Safari 17+
// only behind a developer flag), and desktop Chromium on Linux and Windows exposes the class but
// supports no format. Runs in the scanner's worker (scan-worker.ts).

export interface QrDetector {
  detect(image: ImageData): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/** The native detector when this scope has one that reads QR codes, else the polyfill's. */
export async function qrDetector(scope: object, polyfill: () => Promise<QrDetector>): Promise<QrDetector> {
  const Native = (scope as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      if ((await Native.getSupportedFormats()).includes('qr_code')) return new Native({ formats: ['qr_code'] });
    } catch {
      // A native detector that cannot say what it reads is not used.
    }
  }
  return polyfill();
}
