// The CJK font drawn on an e-cheque's face: Noto Sans HK Regular (SIL Open Font License 1.1),
// from the npm package @expo-google-fonts/noto-sans-hk, so `npm install` brings it on any
// machine and no system font is used. It is a TrueType (glyf) font, which PDFKit subsets through
// fontkit 2: only the glyphs a cheque uses are embedded (a few kB), see docs/e-cheques.md.
//
// The 7 MB file is read and parsed once per process, on the first cheque drawn, and the parsed
// font is handed to PDFKit for every cheque: parsing it for each one took 90 ms against 10 ms.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

const FONT_MODULE = '@expo-google-fonts/noto-sans-hk/400Regular/NotoSansHK_400Regular.ttf';

let loading: Promise<Font> | null = null;

async function load(): Promise<Font> {
  const font = create(await readFile(createRequire(import.meta.url).resolve(FONT_MODULE)));
  if (!('createSubset' in font)) throw new Error(`${FONT_MODULE} is a font collection`);
  return font;
}

/** The parsed font, on first use (every later caller shares the same one). */
export function cjkFont(): Promise<Font> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
