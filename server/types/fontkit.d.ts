// The part of fontkit 2 (which ships no types) the bank uses: pdf-lib drives the font it
// returns (server/services/money/e-cheques/pdf-fontkit.ts), and tests read embedded fonts back.
declare module 'fontkit' {
  export interface FontkitGlyph {
    id: number;
    advanceWidth: number;
    path: { commands: unknown[] };
  }
  export interface FontkitSubset {
    includeGlyph(glyph: number | FontkitGlyph): number;
    encode(): Uint8Array;
  }
  export interface FontkitFont {
    postscriptName: string;
    numGlyphs: number;
    getGlyph(id: number): FontkitGlyph;
    createSubset(): FontkitSubset;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): FontkitFont;
}
