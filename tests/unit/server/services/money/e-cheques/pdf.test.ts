// The e-cheque's face carries the Chinese amount in words, the Chinese labels and a Chinese
// payee name, drawn with an embedded subset of Noto Sans HK; the signed file stays far under
// the API's 64 kB body limit once base64-encoded in the deposit request.
//
// The text is read back with pdf.js (pdfjs-dist), as a reader shows it: each string through its
// font's ToUnicode map, with the font's name. The embedded font program itself is read with
// fontkit: every glyph a character was drawn with must have an outline (a broken subset draws
// blanks while its text still extracts).
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { chequePdf, CHINESE_LABELS, type ChequeFace } from '../../../../../../server/services/money/e-cheques/pdf.js';
import { account, idempotencyKey } from '../../../support/helpers.js';

const FACE: ChequeFace = {
  chequeId: 'EC959892a9db3c0feab90e4585',
  chequeNo: '000001',
  bankCode: '398',
  branchCode: '201',
  accountNo: '20139820188425',
  drawerName: 'CHAN TAI MAN',
  payeeName: '黃小明',
  currency: 'HKD',
  amount: 1_200_00,
  chequeDate: '2026-11-23',
  memo: null,
  issuedAt: '2026-11-23T02:15:30.000Z',
};

const BODY_LIMIT = 64 * 1024;

/** pdf.js's metrics of the standard fonts (Helvetica is not embedded). */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The page's text as shown: each string with the name of the font it is drawn in. */
async function readFace(file: Uint8Array): Promise<{ font: string; text: string }[]> {
  const doc = await getDocument({ data: new Uint8Array(file), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    // The fonts are known to the page once its operators are read.
    await page.getOperatorList();
    const fontName = (id: string) => (page.commonObjs.get(id) as { name: string }).name;
    return content.items.flatMap((item) => ('str' in item && item.str.trim() ? [{ font: fontName(item.fontName), text: item.str }] : []));
  } finally {
    await doc.destroy();
  }
}

/**
 * A stream of the file by the object that names it (`/FontFile2 12 0 R`), inflated. PDFKit writes
 * each object on its own lines and no object streams, so this is all it takes to find one.
 */
function streamNamed(file: Uint8Array, key: string): Buffer {
  const text = Buffer.from(file).toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(text);
  if (!ref) throw new Error(`no /${key}`);
  const object = text.indexOf(`\n${ref[1]} 0 obj\n`);
  const start = text.indexOf('stream\n', object) + 'stream\n'.length;
  const end = text.indexOf('\nendstream', start);
  return inflateSync(Buffer.from(file).subarray(start, end));
}

/** Glyph id -> text, from a ToUnicode CMap (PDFKit's CIDs are the subset's glyph ids). */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, cid, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(cid!, 16), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, list] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*\[([^\]]*)\]/g)) {
      const texts = [...list!.matchAll(/<([0-9A-Fa-f]+)>/g)].map(([, hex]) => utf16(hex!));
      for (let cid = parseInt(lo!, 16); cid <= parseInt(hi!, 16); cid++) map.set(cid, texts[cid - parseInt(lo!, 16)]!);
    }
  }
  return map;
}

describe('e-cheque face', () => {
  it('draws the Chinese amount in words, the labels and a Chinese payee with an embedded CJK subset', async () => {
    const file = await chequePdf(FACE);
    const shown = await readFace(file);
    const cjkName = shown.find((s) => s.text === '黃小明')?.font;
    expect(cjkName).toMatch(/^[A-Z]{6}\+NotoSansHK-Regular$/);
    expect(shown.filter((s) => s.font !== cjkName).every((s) => s.font.startsWith('Helvetica'))).toBe(true);
    const chineseLines = shown.filter((s) => s.font === cjkName).map((s) => s.text);
    expect(chineseLines).toContain('港幣壹仟貳佰元整');
    expect(chineseLines).toContain(CHINESE_LABELS.cheque);
    expect(chineseLines).toContain(CHINESE_LABELS.sum);
    expect(chineseLines.some((t) => t.startsWith(CHINESE_LABELS.valid) && t.includes('2027-05-22'))).toBe(true);
    // The English face is still there, in Helvetica.
    expect(shown).toContainEqual({ font: 'Helvetica-Bold', text: 'HONG KONG DOLLARS ONE THOUSAND TWO HUNDRED ONLY' });

    // A subset: only the glyphs drawn, each with a real outline (not an empty box).
    const font = fontkit.create(streamNamed(file, 'FontFile2'));
    if (!('getGlyph' in font)) throw new Error('a font collection');
    const drawn = parseToUnicode(streamNamed(file, 'ToUnicode').toString('latin1'));
    expect(new Set(drawn.values()).size).toBe(drawn.size); // one glyph per character
    expect(font.numGlyphs).toBeLessThanOrEqual(drawn.size + 1); // plus .notdef
    const blank = [...drawn].filter(([gid, text]) => /\S/.test(text) && font.getGlyph(gid).path.commands.length === 0);
    expect(blank).toEqual([]);
    expect(drawn.size).toBeGreaterThan(15);
    expect(streamNamed(file, 'FontFile2').length).toBeLessThan(16 * 1024);
  });

  it('keeps an English payee in Helvetica and gives the same bytes for the same cheque', async () => {
    const face = { ...FACE, payeeName: 'WONG SIU MING', memo: '晚餐' };
    const first = await chequePdf(face);
    expect(Buffer.from(await chequePdf(face)).equals(Buffer.from(first))).toBe(true);
    // Another cheque gives other bytes (the /ID follows the document's information).
    expect(Buffer.from(await chequePdf({ ...face, chequeNo: '000002' })).equals(Buffer.from(first))).toBe(false);
    const shown = await readFace(first);
    expect(shown).toContainEqual({ font: 'Helvetica-Bold', text: 'WONG SIU MING' });
    expect(shown.map((s) => s.text)).toContain('Memo: 晚餐');
  });
});

describe('e-cheque file size', () => {
  it('the signed file of the longest amount, a Chinese payee and a memo stays far under the body limit', async ({ bank, wong }) => {
    const res = await bank.call('ITSI700008', {
      drawerLoginId: 'chan.taiman',
      payeeName: '黃小明',
      currency: 'HKD',
      amount: 9_999_999_99,
    });
    expect(res.header.responseCode).toBe('00000');
    const fileBase64: string = res.data.contentBase64;
    const file = Buffer.from(fileBase64, 'base64');
    expect(file.toString('latin1')).toContain('%BANK-ECHEQUE-SIGNATURE v1 ');
    expect(file.length).toBeLessThan(16 * 1024);
    const to = await account(bank, wong, '01', 'HKD');
    const body = JSON.stringify({ header: {}, data: { toAccountId: to.accountId, fileBase64, idempotencyKey: idempotencyKey() } });
    expect(body.length).toBeLessThan(BODY_LIMIT / 2);
    // The file really deposits: the bank reads the payee back from it.
    const deposited = await bank.call('ITSI700006', { toAccountId: to.accountId, fileBase64, idempotencyKey: idempotencyKey() }, { token: wong });
    expect(deposited.header.responseCode).toBe('00000');
  });
});
