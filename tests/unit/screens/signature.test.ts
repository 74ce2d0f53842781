// The screens' picture signature: a coarse luminance grid that anti-aliasing does not move and a
// real change does (domain/screens/signature.ts, server/studio/screens/signature.ts).
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CELL, compareSignatures, formatSignature, parseSignature } from '../../../domain/screens/signature';
import { signatureOf } from '../../../server/studio/screens/signature';

/** A white picture with a dark block, and optionally one-level noise on every pixel (as anti-aliasing leaves). */
function picture(width: number, height: number, block: { x: number; y: number; w: number; h: number }, noise = false): PNG {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inside = x >= block.x && x < block.x + block.w && y >= block.y && y < block.y + block.h;
      const v = (inside ? 40 : 250) + (noise ? ((x * 7 + y * 13) % 5) - 2 : 0);
      png.data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return png;
}

describe('screen signature', () => {
  const block = { x: 10, y: 10, w: 30, h: 30 };

  it('is a grid of one hex digit a 48 px cell, with the size', () => {
    const s = signatureOf(picture(100, 60, block));
    expect(s.width).toBe(100);
    expect(s.grid).toHaveLength(Math.ceil(100 / CELL) * Math.ceil(60 / CELL));
    expect(formatSignature(s)).toMatch(/^100x60:[0-9a-f]{6}$/);
    expect(parseSignature(formatSignature(s))).toEqual(s);
  });

  it('does not see anti-aliasing-sized noise', () => {
    const a = signatureOf(picture(200, 200, block));
    const b = signatureOf(picture(200, 200, block, true));
    expect(compareSignatures(a, b)).toEqual({ same: true, resized: false, cells: [] });
  });

  it('sees a block that moved, and says where', () => {
    const a = signatureOf(picture(200, 200, block));
    const b = signatureOf(picture(200, 200, { ...block, x: 110 }));
    const diff = compareSignatures(a, b);
    expect(diff.same).toBe(false);
    expect(diff.cells).toEqual([
      { x: 0, y: 0, width: 48, height: 48 },
      { x: 96, y: 0, width: 48, height: 48 },
    ]);
  });

  it('sees a screen that grew (a new line), and outlines what has no counterpart', () => {
    const a = signatureOf(picture(100, 100, block));
    const b = signatureOf(picture(100, 150, block));
    const diff = compareSignatures(a, b);
    expect(diff.same).toBe(false);
    expect(diff.resized).toBe(true);
    // The rows both have compare as they are; the new row has no counterpart.
    expect(diff.cells.map((c) => c.y)).toEqual([144, 144, 144]);
  });

  it('refuses a signature whose grid does not fit its size', () => {
    expect(() => parseSignature('100x60:fff')).toThrow(/does not fit/);
    expect(() => parseSignature('garbage')).toThrow(/not a screen signature/);
  });
});
