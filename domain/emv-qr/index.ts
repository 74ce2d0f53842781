export { crc16 } from './crc16';
export { parseTlv, tlv, type TlvField } from './tlv';
export { parseEmvPayload, withCrc, type EmvPayload } from './emv';
export {
  parseFpsQr,
  buildFpsQr,
  amountToMinor,
  minorToAmount,
  mobileForQr,
  FPS_GUID,
  QR_CURRENCIES,
  type FpsQr,
  type FpsQrInput,
  type FpsProxyType,
  type QrCurrency,
} from './fps';
export { EmvQrError, type EmvQrProblem } from './errors';
