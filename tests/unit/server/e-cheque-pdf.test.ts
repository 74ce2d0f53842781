// The e-cheque's face carries the Chinese amount in words, the Chinese labels and a Chinese
// payee name, drawn with an embedded subset of Noto Sans HK; the signed file stays far under
// the API's 64 kB body limit once base64-encoded in the deposit request.
//
// The text is read back from the PDF as a reader would: the page's content stream is decoded,
// each string shown with the CJK font is mapped through the font's ToUnicode CMap, and each
// glyph drawn is looked up in the embedded font program, which must give it an outline.
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chequePdf, CHINESE_LABELS, type ChequeFace } from '../../../server/services/money/e-cheques/pdf.js';
import { account, idempotencyKey, startBank, type Bank } from './helpers.js';

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

function bytesOf(stream: PDFRawStream): Uint8Array {
  const filter = stream.dict.get(PDFName.of('Filter'));
  return filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
}

interface FontInfo {
  baseFont: string;
  /** CID -> text, from the ToUnicode CMap (custom fonts only). */
  toUnicode: Map<number, string> | null;
  /** The embedded TrueType program (custom fonts only). */
  program: Uint8Array | null;
}

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => {
    const units = (hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16));
    return String.fromCharCode(...units);
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, cid, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(cid!, 16), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, start] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(start!, 16);
      for (let cid = parseInt(lo!, 16); cid <= parseInt(hi!, 16); cid++) map.set(cid, String.fromCodePoint(first + cid - parseInt(lo!, 16)));
    }
  }
  return map;
}

/** The page's text as shown, font by font, plus the CJK glyphs drawn and the embedded fonts. */
async function readFace(file: Uint8Array) {
  const doc = await PDFDocument.load(file);
  const page = doc.getPage(0);
  const lookup = <T extends PDFObject | undefined>(o: PDFObject | undefined) => (o instanceof PDFRef ? doc.context.lookup(o) : o) as T;
  const fontDict = lookup<PDFDict>(page.node.Resources()!.get(PDFName.of('Font')));
  const fonts = new Map<string, FontInfo>();
  for (const [name, ref] of fontDict.entries()) {
    const font = lookup<PDFDict>(ref);
    const baseFont = lookup<PDFName>(font.get(PDFName.of('BaseFont'))).decodeText();
    const toUnicodeStream = lookup<PDFRawStream | undefined>(font.get(PDFName.of('ToUnicode')));
    const descendants = lookup<PDFArray | undefined>(font.get(PDFName.of('DescendantFonts')));
    let program: Uint8Array | null = null;
    if (descendants) {
      const cidFont = lookup<PDFDict>(descendants.get(0));
      const descriptor = lookup<PDFDict>(cidFont.get(PDFName.of('FontDescriptor')));
      program = bytesOf(lookup<PDFRawStream>(descriptor.get(PDFName.of('FontFile2'))));
    }
    fonts.set(name.decodeText(), {
      baseFont,
      toUnicode: toUnicodeStream ? parseToUnicode(Buffer.from(bytesOf(toUnicodeStream)).toString('latin1')) : null,
      program,
    });
  }
  const contents = page.node.Contents()!;
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => lookup<PDFRawStream>(r)) : [lookup<PDFRawStream>(contents)];
  const ops = streams.map((s) => Buffer.from(bytesOf(s)).toString('latin1')).join('\n');
  const shown: { font: string; text: string; glyphs: [cid: number, text: string][] }[] = [];
  let current = '';
  for (const [, fontName, hex] of ops.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
    if (fontName) {
      current = fontName;
      continue;
    }
    const info = fonts.get(current)!;
    if (info.toUnicode) {
      const glyphs = (hex!.match(/.{4}/g) ?? []).map((h): [number, string] => [parseInt(h, 16), info.toUnicode!.get(parseInt(h, 16)) ?? '\uFFFD']);
      shown.push({ font: info.baseFont, text: glyphs.map(([, t]) => t).join(''), glyphs });
    } else {
      shown.push({ font: info.baseFont, text: Buffer.from(hex!, 'hex').toString('latin1'), glyphs: [] });
    }
  }
  return { fonts: [...fonts.values()], shown };
}

describe('e-cheque face', () => {
  it('draws the Chinese amount in words, the labels and a Chinese payee with an embedded CJK subset', async () => {
    const { fonts, shown } = await readFace(await chequePdf(FACE));
    // pdf-lib names the font afresh each time a drawing switches to it: one font, several names.
    const cjk = fonts.filter((f) => f.program);
    expect([...new Set(cjk.map((f) => f.baseFont))]).toEqual([expect.stringMatching(/^[A-Z]{6}\+NotoSansHK-Regular$/)]);
    expect(fonts.filter((f) => !f.program).every((f) => f.baseFont.startsWith('Helvetica'))).toBe(true);
    const chineseLines = shown.filter((s) => s.font === cjk[0]!.baseFont).map((s) => s.text);
    expect(chineseLines).toContain('港幣壹仟貳佰元整');
    expect(chineseLines).toContain('黃小明');
    expect(chineseLines).toContain(CHINESE_LABELS.cheque);
    expect(chineseLines.some((t) => t.startsWith(CHINESE_LABELS.valid) && t.includes('2027-05-22'))).toBe(true);
    // The English face is still there, in Helvetica.
    expect(shown.some((s) => s.font === 'Helvetica-Bold' && s.text === 'HONG KONG DOLLARS ONE THOUSAND TWO HUNDRED ONLY')).toBe(true);

    // A subset: only the glyphs drawn, each with a real outline (not an empty box).
    const font = fontkit.create(Buffer.from(cjk[0]!.program!));
    const drawn = new Map(shown.flatMap((s) => s.glyphs));
    expect(new Set(drawn.values()).size).toBe(drawn.size); // one glyph per character
    expect(font.numGlyphs).toBeLessThanOrEqual(drawn.size + 1); // plus .notdef
    const blank = [...drawn].filter(([cid, text]) => /\S/.test(text) && font.getGlyph(cid).path.commands.length === 0);
    expect(blank).toEqual([]);
    expect(drawn.size).toBeGreaterThan(15);
  });

  it('keeps an English payee in Helvetica and gives the same bytes for the same cheque', async () => {
    const face = { ...FACE, payeeName: 'WONG SIU MING', memo: '晚餐' };
    const first = await chequePdf(face);
    expect(Buffer.from(await chequePdf(face)).equals(Buffer.from(first))).toBe(true);
    const { shown } = await readFace(first);
    expect(shown).toContainEqual(expect.objectContaining({ font: 'Helvetica-Bold', text: 'WONG SIU MING' }));
    expect(shown.map((s) => s.text)).toContain('Memo: 晚餐');
  });
});

describe('e-cheque file size', () => {
  let bank: Bank;
  beforeEach(async () => {
    bank = await startBank();
  });
  afterEach(async () => {
    await bank.close();
  });

  it('the signed file of the longest amount, a Chinese payee and a memo stays far under the body limit', async () => {
    const wong = await bank.login('wong.siuming');
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
