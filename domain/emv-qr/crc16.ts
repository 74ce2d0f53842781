// CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), as EMVCo
// tag 63 requires. It runs over the UTF-8 bytes, so names in Chinese give the same CRC as
// every other reader computes.
const TABLE = (() => {
  const table = new Uint16Array(256);
  for (let i = 0; i < 256; i += 1) {
    let crc = i << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    table[i] = crc;
  }
  return table;
})();

const encoder = new TextEncoder();

/** The CRC of a text as four upper-case hex characters. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of encoder.encode(text)) crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ byte) & 0xff]!;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
