// The face of an e-cheque as a PDF, built by the bank (the browser never builds or parses
// PDFs). Latin text uses the standard Helvetica (nothing embedded); the Chinese amount in
// words, the Chinese labels and a payee or memo in Chinese use a subset of Noto Sans HK
// (cjk-font.ts): only the glyphs drawn are embedded, so the signed file stays a few kB and
// can be uploaded again as a deposit (docs/e-cheques.md, "The file and its signature").
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { cjkFontBytes } from './cjk-font.js';
import { pdfFontkit } from './pdf-fontkit.js';
import { amountInChinese, amountInEnglish, lastValidDate } from '../../../../domain/cheques/index.js';
import { formatMoney } from '../../../../domain/format/money.js';

export interface ChequeFace {
  chequeId: string;
  chequeNo: string;
  bankCode: string;
  branchCode: string;
  accountNo: string;
  drawerName: string;
  payeeName: string;
  currency: string;
  amount: number;
  chequeDate: string;
  memo: string | null;
  issuedAt: string;
  /** The drawer's device-certificate signature, when the drawer signed (sign.ts). */
  drawerSignature?: { certNo: string; signedAt: string } | null;
}

/** Printable with Helvetica (WinAnsi); anything else is drawn with the CJK font. */
function isLatin(text: string): boolean {
  return /^[\x20-\x7E]*$/.test(text);
}

/**
 * The subset font's name: a tag of six capitals and '+' (PDF 9.6.4), derived from the cheque
 * id rather than random, so the same cheque always gives the same bytes before signing.
 */
function subsetName(chequeId: string): string {
  const digest = createHash('sha256').update(chequeId).digest();
  const tag = Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join('');
  return `${tag}+NotoSansHK-Regular`;
}

/** Chinese labels drawn on every cheque (the face is bilingual, as Hong Kong cheques are). */
export const CHINESE_LABELS = { cheque: '電子支票', pay: '支付', sum: '金額', valid: '有效期六個月' } as const;

export async function chequePdf(face: ChequeFace): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const issued = new Date(face.issuedAt);
  doc.setTitle(`E-Cheque ${face.chequeNo}`);
  doc.setSubject(`${amountInEnglish(face.amount, face.currency)} / ${amountInChinese(face.amount, face.currency)}`);
  doc.setKeywords([face.chequeId, face.chequeNo, face.currency, String(face.amount), ...(face.drawerSignature ? [`certificate ${face.drawerSignature.certNo}`] : [])]);
  doc.setProducer('Sandbox Bank e-cheque service');
  doc.setCreator('Sandbox Bank');
  // Fixed dates: the same cheque always gives the same bytes.
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  const page = doc.addPage([612, 300]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.registerFontkit(pdfFontkit);
  const cjk = await doc.embedFont(await cjkFontBytes(), { subset: true, customName: subsetName(face.chequeId) });
  const ink = rgb(0.1, 0.15, 0.3);
  // Text Helvetica cannot encode (a Chinese payee name or memo) is drawn with the CJK font.
  const text = (value: string, x: number, y: number, size = 10, font: PDFFont = regular) =>
    page.drawText(value, { x, y, size, font: isLatin(value) ? font : cjk, color: ink });
  const chinese = (value: string, x: number, y: number, size = 10) => page.drawText(value, { x, y, size, font: cjk, color: ink });

  page.drawRectangle({ x: 10, y: 10, width: 592, height: 280, borderColor: ink, borderWidth: 1.5, color: rgb(0.95, 0.97, 1) });
  text('SANDBOX BANK  E-CHEQUE', 24, 262, 14, bold);
  chinese(CHINESE_LABELS.cheque, 234, 262, 13);
  text(`Date ${face.chequeDate}`, 440, 262, 11, bold);
  text(`Cheque No. ${face.chequeNo}   Bank ${face.bankCode}   Branch ${face.branchCode}   Account ${face.accountNo}`, 24, 242, 9);
  text('Pay', 24, 216, 10);
  chinese(CHINESE_LABELS.pay, 24, 204, 8);
  text(face.payeeName, 60, 212, 13, bold);
  page.drawLine({ start: { x: 58, y: 208 }, end: { x: 420, y: 208 }, thickness: 0.5, color: ink });
  text(`${face.currency} ${formatMoney(face.amount, face.currency, 'en', { symbol: false })}`, 440, 212, 13, bold);
  text('The sum of', 24, 182, 10);
  // Long amounts in words are set smaller so they stay inside the border (80 to 590).
  const words = amountInEnglish(face.amount, face.currency);
  text(words, 80, 182, Math.min(9, (9 * 510) / bold.widthOfTextAtSize(words, 9)), bold);
  chinese(CHINESE_LABELS.sum, 24, 162, 10);
  chinese(amountInChinese(face.amount, face.currency), 80, 162, 12);
  if (face.memo) text(`Memo: ${face.memo}`, 24, 138, 9);
  text(`Drawer: ${face.drawerName}`, 24, 118, 10);
  if (face.drawerSignature) text(`Signed by the drawer with certificate ${face.drawerSignature.certNo} at ${face.drawerSignature.signedAt}`, 220, 118, 7);
  const lastDay = lastValidDate(face.chequeDate);
  text(`Valid for 6 months from the date of the cheque (last day ${lastDay}).`, 24, 98, 9);
  chinese(`${CHINESE_LABELS.valid}（最後一日 ${lastDay}）`, 24, 84, 9);
  text('Deposit this file with a bank account held in the payee name. Any change to the file voids it.', 24, 66, 8);
  text(`Issued ${face.issuedAt}  Ref ${face.chequeId}`, 24, 30, 7);
  text(`"${face.chequeNo}"  ${face.bankCode}-${face.branchCode}:  ${face.accountNo}`, 330, 30, 10, bold);
  return doc.save({ useObjectStreams: false });
}
