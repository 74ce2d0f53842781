// The face of an e-cheque as a PDF, built by the bank with PDFKit (the browser never builds or
// parses PDFs). Latin text uses the standard Helvetica (nothing embedded); the Chinese amount
// in words, the Chinese labels and a payee or memo in Chinese use Noto Sans HK (cjk-font.ts),
// which PDFKit subsets through fontkit 2: only the glyphs drawn are embedded, so the signed file
// stays a few kB and can be uploaded again as a deposit (docs/e-cheques.md, "The file and its
// signature").
//
// The same cheque always gives the same bytes: the document's dates are the issue time (PDFKit
// derives the trailer's /ID from the document information, dates included), the subset's tag
// comes from the font's resource name, and nothing else PDFKit writes varies.
import PDFDocument from 'pdfkit';
import { cjkFont } from './cjk-font.js';
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

/** Chinese labels drawn on every cheque (the face is bilingual, as Hong Kong cheques are). */
export const CHINESE_LABELS = { cheque: '電子支票', pay: '支付', sum: '金額', valid: '有效期六個月' } as const;

const WIDTH = 612;
const HEIGHT = 300;
const INK = '#1a264d';
const PAPER = '#f2f7ff';
const CJK = 'NotoSansHK';

/** Printable with Helvetica (WinAnsi); anything else is drawn with the CJK font. */
function isLatin(text: string): boolean {
  return /^[\x20-\x7E]*$/.test(text);
}

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    doc.on('error', reject);
  });
}

export async function chequePdf(face: ChequeFace): Promise<Uint8Array> {
  const issued = new Date(face.issuedAt);
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: 0,
    info: {
      Title: `E-Cheque ${face.chequeNo}`,
      Subject: `${amountInEnglish(face.amount, face.currency)} / ${amountInChinese(face.amount, face.currency)}`,
      Keywords: [face.chequeId, face.chequeNo, face.currency, String(face.amount), ...(face.drawerSignature ? [`certificate ${face.drawerSignature.certNo}`] : [])].join(' '),
      Producer: 'Sandbox Bank e-cheque service',
      Creator: 'Sandbox Bank',
      // Fixed dates: the same cheque always gives the same bytes.
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const bytes = collect(doc);
  doc.registerFont(CJK, await cjkFont());

  // Positions are the text's baseline, measured from the bottom of the page as on the printed form.
  const text = (value: string, x: number, y: number, size = 10, font = 'Helvetica') =>
    doc.font(isLatin(value) ? font : CJK).fontSize(size).fillColor(INK).text(value, x, HEIGHT - y, { lineBreak: false, baseline: 'alphabetic' });
  const chinese = (value: string, x: number, y: number, size = 10) => doc.font(CJK).fontSize(size).fillColor(INK).text(value, x, HEIGHT - y, { lineBreak: false, baseline: 'alphabetic' });

  doc.rect(10, 10, 592, 280).lineWidth(1.5).fillAndStroke(PAPER, INK);
  text('SANDBOX BANK  E-CHEQUE', 24, 262, 14, 'Helvetica-Bold');
  chinese(CHINESE_LABELS.cheque, 234, 262, 13);
  text(`Date ${face.chequeDate}`, 440, 262, 11, 'Helvetica-Bold');
  text(`Cheque No. ${face.chequeNo}   Bank ${face.bankCode}   Branch ${face.branchCode}   Account ${face.accountNo}`, 24, 242, 9);
  text('Pay', 24, 216, 10);
  chinese(CHINESE_LABELS.pay, 24, 204, 8);
  text(face.payeeName, 60, 212, 13, 'Helvetica-Bold');
  doc.moveTo(58, HEIGHT - 208).lineTo(420, HEIGHT - 208).lineWidth(0.5).stroke(INK);
  text(`${face.currency} ${formatMoney(face.amount, face.currency, 'en', { symbol: false })}`, 440, 212, 13, 'Helvetica-Bold');
  text('The sum of', 24, 182, 10);
  // Long amounts in words are set smaller so they stay inside the border (80 to 590).
  const words = amountInEnglish(face.amount, face.currency);
  const wordsWidth = doc.font('Helvetica-Bold').fontSize(9).widthOfString(words);
  text(words, 80, 182, Math.min(9, (9 * 510) / wordsWidth), 'Helvetica-Bold');
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
  text(`"${face.chequeNo}"  ${face.bankCode}-${face.branchCode}:  ${face.accountNo}`, 330, 30, 10, 'Helvetica-Bold');
  doc.end();
  return bytes;
}
