// Finds a QR code in an image or a video frame: the frame is drawn, scaled down, on an off-screen
// canvas and its pixels are read by the scanner's worker (scan-worker.ts), which holds the
// reader (detector.ts). The worker starts with the first frame and ends with releaseScanner().
import type { ScanAnswer, ScanRequest } from './scan-worker';

/** Large photos are scaled down first: the reader's cost grows with the pixel count. */
const MAX_SIDE = 1024;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (text: string | null) => void; reject: (error: Error) => void }>();

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}

function scanner(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./scan-worker.ts', import.meta.url), { type: 'module', name: 'qr-scanner' });
  started.onmessage = (event: MessageEvent<ScanAnswer>) => {
    const answer = event.data;
    const call = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('failed' in answer) call?.reject(new Error('The QR reader could not start'));
    else call?.resolve(answer.text);
  };
  started.onerror = () => {
    // The worker could not load: the next frame starts a new one.
    releaseScanner();
  };
  worker = started;
  return started;
}

/** Ends the worker (and the reader's memory); unanswered frames fail. */
export function releaseScanner(): void {
  worker?.terminate();
  worker = null;
  failAll(new Error('The QR reader stopped'));
}

function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData | null {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  if (!g) return null;
  g.drawImage(source, 0, 0, w, h);
  return g.getImageData(0, 0, w, h);
}

/** The text of the QR code in the frame, or null when it shows none. */
export function decodeFrame(source: CanvasImageSource, width: number, height: number): Promise<string | null> {
  if (!width || !height) return Promise.resolve(null);
  const image = pixelsOf(source, width, height);
  if (!image) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    waiting.set(id, { resolve, reject });
    const request: ScanRequest = { id, image };
    // The pixels move to the worker rather than being copied.
    scanner().postMessage(request, [image.data.buffer]);
  });
}

export async function decodeImageFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decodeFrame(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
