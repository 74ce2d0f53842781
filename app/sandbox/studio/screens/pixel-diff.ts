// The pictures of a changed screen drawn for QA: the pixel difference of the last accepted
// picture and the new one, or, where this machine has no accepted picture (a clean clone),
// the new one with the cells its signature says changed outlined.
import { CELL, compareSignatures, parseSignature } from '../../../../domain/screens/signature';

function pixels(image: ImageBitmap): ImageData {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const g = canvas.getContext('2d')!;
  g.drawImage(image, 0, 0);
  return g.getImageData(0, 0, image.width, image.height);
}

/** Draws the difference on `canvas`: the new picture faded, each differing pixel in red. Returns how many differ. */
export function drawDifference(canvas: HTMLCanvasElement, before: ImageBitmap, after: ImageBitmap): number {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  canvas.width = width;
  canvas.height = height;
  const a = pixels(before);
  const b = pixels(after);
  const g = canvas.getContext('2d')!;
  const out = g.createImageData(width, height);
  let changed = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 4;
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      const ia = (y * a.width + x) * 4;
      const ib = (y * b.width + x) * 4;
      // A channel moved by more than a few levels: anti-aliasing alone stays within them.
      const differs = inA !== inB || [0, 1, 2].some((c) => Math.abs(a.data[ia + c]! - b.data[ib + c]!) > 24);
      if (differs) {
        changed += 1;
        out.data.set([220, 0, 0, 255], o);
      } else {
        const lum = 0.2126 * b.data[ib]! + 0.7152 * b.data[ib + 1]! + 0.0722 * b.data[ib + 2]!;
        const faded = 255 - (255 - lum) * 0.3;
        out.data.set([faded, faded, faded, 255], o);
      }
    }
  }
  g.putImageData(out, 0, 0);
  return changed;
}

/** Draws the new picture with the changed cells of the signature outlined. Returns how many cells changed. */
export function drawOutlined(canvas: HTMLCanvasElement, after: ImageBitmap, beforeSignature: string, afterSignature: string): number {
  canvas.width = after.width;
  canvas.height = after.height;
  const g = canvas.getContext('2d')!;
  g.drawImage(after, 0, 0);
  const { cells } = compareSignatures(parseSignature(beforeSignature), parseSignature(afterSignature));
  g.strokeStyle = '#d40000';
  g.lineWidth = 3;
  for (const c of cells) g.strokeRect(c.x + 1.5, c.y + 1.5, Math.min(CELL, c.width) - 3, Math.min(CELL, c.height) - 3);
  return cells.length;
}
