// pdf-lib 1.17.1 embeds custom fonts through a "fontkit" it is handed. Its own fork,
// @pdf-lib/fontkit 1.1.1 (the last release), writes broken TrueType subsets: the subset's
// `loca` table is switched to the short format without padding odd-length glyph records,
// so every glyph after the first odd one is read from the wrong offset and drawn blank or
// as garbage (fixed upstream in fontkit 1.8). We hand pdf-lib the maintained fontkit 2
// instead; the one difference pdf-lib meets is that a subset is encoded with encode()
// (bytes) where pdf-lib calls encodeStream() (data/end events), bridged here.
//
// The parsed font is kept with the bytes it came from, so a font read once per process
// (cjk-font.ts) is also parsed once.
import { Readable } from 'node:stream';
import { create, type FontkitFont, type FontkitSubset } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

const parsed = new WeakMap<Uint8Array, FontkitFont>();

function withEncodeStream(subset: FontkitSubset): FontkitSubset & { encodeStream(): Readable } {
  return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()], { objectMode: true }) });
}

function parse(bytes: Uint8Array): FontkitFont {
  const font = create(bytes);
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => withEncodeStream(createSubset());
  return font;
}

export const pdfFontkit: Fontkit = {
  create(bytes: Uint8Array) {
    let font = parsed.get(bytes);
    if (!font) {
      font = parse(bytes);
      parsed.set(bytes, font);
    }
    // as unknown as: fontkit 2's font and the font type pdf-lib declares for its own fork share
    // no declaration, though pdf-lib uses only what both have; it goes with pdf-lib.
    return font as unknown as ReturnType<Fontkit['create']>;
  },
};
