// Why a QR payload was refused. Each reason is a key with its own customer message in the
// three languages (locales/qr-errors/, read by the QR widget; the bank's catalogue repeats them
// as its answer codes), so the customer can tell a damaged code from one that is simply not an
// FPS code. domain/ imports nothing but itself, so it names the reason and the caller says it.

export type EmvQrProblem =
  | 'empty'
  | 'malformed'
  | 'badLength'
  | 'crcMissing'
  | 'crcMismatch'
  | 'payloadFormat'
  | 'missingTag'
  | 'initiation'
  | 'notFps'
  | 'proxy'
  | 'currency'
  | 'amount'
  | 'country';

export class EmvQrError extends Error {
  constructor(
    readonly problem: EmvQrProblem,
    readonly detail: Record<string, string> = {},
  ) {
    super(`EMV QR: ${problem}${Object.keys(detail).length ? ' ' + JSON.stringify(detail) : ''}`);
    this.name = 'EmvQrError';
  }
}
