// The face of an e-cheque as a PDF, built by the bank (the browser never builds or parses
// PDFs). Standard Helvetica keeps the file small enough to upload again as a deposit; the
// Chinese amount in words is drawn only when a CJK font is configured (docs/e-cheques.md),
// and is always carried in the file's subject and keywords.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { amountInChinese, amountInEnglish, lastValidDate } from '../../../domain/cheques/index.js';
import { formatMoney } from '../../../domain/format/money.js';

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

/** Printable with Helvetica (WinAnsi): other characters are shown as '?'. */
function latin(text: string): string {
  return text.replace(/[^\x20-\x7E]/g, '?');
}

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
  const ink = rgb(0.1, 0.15, 0.3);
  const text = (value: string, x: number, y: number, size = 10, font = regular) => page.drawText(latin(value), { x, y, size, font, color: ink });

  page.drawRectangle({ x: 10, y: 10, width: 592, height: 280, borderColor: ink, borderWidth: 1.5, color: rgb(0.95, 0.97, 1) });
  text('SANDBOX BANK  E-CHEQUE', 24, 262, 14, bold);
  text(`Date ${face.chequeDate}`, 440, 262, 11, bold);
  text(`Cheque No. ${face.chequeNo}   Bank ${face.bankCode}   Branch ${face.branchCode}   Account ${face.accountNo}`, 24, 242, 9);
  text('Pay', 24, 212, 10);
  text(face.payeeName, 60, 212, 13, bold);
  page.drawLine({ start: { x: 58, y: 208 }, end: { x: 420, y: 208 }, thickness: 0.5, color: ink });
  text(`${face.currency} ${formatMoney(face.amount, face.currency, 'en', { symbol: false })}`, 440, 212, 13, bold);
  text('The sum of', 24, 182, 10);
  text(amountInEnglish(face.amount, face.currency), 80, 182, 9, bold);
  text('(Chinese: see the document subject)', 80, 168, 7);
  if (face.memo) text(`Memo: ${face.memo}`, 24, 140, 9);
  text(`Drawer: ${face.drawerName}`, 24, 120, 10);
  if (face.drawerSignature) text(`Signed by the drawer with certificate ${face.drawerSignature.certNo} at ${face.drawerSignature.signedAt}`, 220, 120, 7);
  text(`Valid for 6 months from the date of the cheque (last day ${lastValidDate(face.chequeDate)}).`, 24, 96, 9);
  text('Deposit this file with a bank account held in the payee name. Any change to the file voids it.', 24, 82, 8);
  text(`Issued ${face.issuedAt}  Ref ${face.chequeId}`, 24, 30, 7);
  text(`"${face.chequeNo}"  ${face.bankCode}-${face.branchCode}:  ${face.accountNo}`, 330, 30, 10, bold);
  return doc.save({ useObjectStreams: false });
}
