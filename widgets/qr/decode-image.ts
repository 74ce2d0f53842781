// Finds a QR code in an image or a video frame with jsQR, through an off-screen canvas.
import jsQR from 'jsqr';

/** Large photos are scaled down first: jsQR's cost grows with the pixel count. */
const MAX_SIDE = 1024;

export function decodeFrame(source: CanvasImageSource, width: number, height: number): string | null {
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  if (!g) return null;
  g.drawImage(source, 0, 0, w, h);
  const image = g.getImageData(0, 0, w, h);
  return jsQR(image.data, w, h, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

export async function decodeImageFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return decodeFrame(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
