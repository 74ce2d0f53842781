// A screen's signature from its picture (domain/screens/signature.ts says what it is): the
// mean luminance of each cell of the grid, in 16 levels.
import { PNG } from 'pngjs';
import { CELL, type Signature } from '../../../domain/screens/signature.js';

export function signatureOf(png: PNG): Signature {
  const cols = Math.ceil(png.width / CELL);
  const rows = Math.ceil(png.height / CELL);
  let grid = '';
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      let sum = 0;
      let n = 0;
      for (let y = row * CELL; y < Math.min(png.height, (row + 1) * CELL); y += 1) {
        for (let x = col * CELL; x < Math.min(png.width, (col + 1) * CELL); x += 1) {
          const i = (y * png.width + x) * 4;
          // Rec. 709 luma of the pixel, on white where it is transparent.
          const a = png.data[i + 3]! / 255;
          const lum = 0.2126 * png.data[i]! + 0.7152 * png.data[i + 1]! + 0.0722 * png.data[i + 2]!;
          sum += lum * a + 255 * (1 - a);
          n += 1;
        }
      }
      grid += Math.min(15, Math.floor(sum / n / 16)).toString(16);
    }
  }
  return { width: png.width, height: png.height, grid };
}

