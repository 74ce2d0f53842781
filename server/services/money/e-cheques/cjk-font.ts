// The CJK font drawn on an e-cheque's face: Noto Sans HK Regular (SIL Open Font License 1.1),
// from the npm package @expo-google-fonts/noto-sans-hk, so `npm install` brings it on any
// machine and no system font is used. It is a TrueType (glyf) font, which pdf-lib subsets
// reliably: only the glyphs a cheque uses are embedded (a few kB), see docs/e-cheques.md.
//
// The 7 MB file is read once per process, on the first cheque drawn, and kept in memory.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const FONT_MODULE = '@expo-google-fonts/noto-sans-hk/400Regular/NotoSansHK_400Regular.ttf';

let loading: Promise<Uint8Array> | null = null;

/** The font file's bytes, read on first use (every later caller shares the same read). */
export function cjkFontBytes(): Promise<Uint8Array> {
  loading ??= readFile(createRequire(import.meta.url).resolve(FONT_MODULE)).then(
    (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
