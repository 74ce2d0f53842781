// PDFKit 0.20 takes an already-parsed fontkit Font in registerFont() (its changelog, 0.20.0:
// "Accept already-parsed fontkit Font instances in doc.font() and registerFont"); the published
// types (@types/pdfkit 0.17) predate it. The bank parses Noto Sans HK once per process
// (server/services/e-cheques/cjk-font.ts) rather than once per cheque.
import type { Font } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
