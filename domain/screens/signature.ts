// A screen's picture in the baseline (the runner, the bank's review and the studio share it):
// not the image (the repository stays small) but a coarse grid of its luminance, one hexadecimal digit (16 levels) per cell of 48 by 48 CSS pixels,
// with the picture's size. Anti-aliasing and sub-pixel text rendering move a cell's mean by a
// fraction of a level; a moved block, a new line or a changed colour moves it by several. The
// texts themselves are compared by the accessibility tree, not here.
export const CELL = 48;
/** Two cells differ when their levels are further apart than this (a mean on a level's edge may round either way). */
export const TOLERANCE = 1;

export interface Signature {
  width: number;
  height: number;
  /** Row after row, one hex digit a cell. */
  grid: string;
}

/** `375x812:9fff…`: the form the baseline keeps. */
export function formatSignature(s: Signature): string {
  return `${s.width}x${s.height}:${s.grid}`;
}

export function parseSignature(text: string): Signature {
  const m = /^(\d+)x(\d+):([0-9a-f]*)$/.exec(text);
  if (!m) throw new Error(`not a screen signature: ${text.slice(0, 40)}`);
  const s = { width: Number(m[1]), height: Number(m[2]), grid: m[3]! };
  if (s.grid.length !== Math.ceil(s.width / CELL) * Math.ceil(s.height / CELL)) throw new Error('a screen signature whose grid does not fit its size');
  return s;
}

export interface SignatureDiff {
  same: boolean;
  /** The size changed: every cell counts as changed. */
  resized: boolean;
  /** Changed cells as CSS-pixel boxes of the newer picture, for outlining. */
  cells: { x: number; y: number; width: number; height: number }[];
}

export function compareSignatures(before: Signature, after: Signature): SignatureDiff {
  const cols = Math.ceil(after.width / CELL);
  const box = (i: number) => {
    const x = (i % cols) * CELL;
    const y = Math.floor(i / cols) * CELL;
    return { x, y, width: Math.min(CELL, after.width - x), height: Math.min(CELL, after.height - y) };
  };
  const sameCols = Math.ceil(before.width / CELL) === cols;
  const cells: SignatureDiff['cells'] = [];
  for (let i = 0; i < after.grid.length; i += 1) {
    // A resized picture: the cells of the rows both share are compared where the columns agree.
    const old = sameCols ? before.grid[i] : undefined;
    if (old === undefined || Math.abs(parseInt(old, 16) - parseInt(after.grid[i]!, 16)) > TOLERANCE) cells.push(box(i));
  }
  const resized = before.width !== after.width || before.height !== after.height;
  return { same: !resized && cells.length === 0, resized, cells };
}
