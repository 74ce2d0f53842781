// EMVCo TLV: two-digit id, two-digit length, value. Lengths count characters, as the EMV
// merchant-presented spec defines them (a Chinese name of 4 characters has length 04).
import { EmvQrError } from './errors';

export interface TlvField {
  id: string;
  value: string;
}

export function parseTlv(text: string, where = 'payload'): TlvField[] {
  const fields: TlvField[] = [];
  const chars = Array.from(text);
  let i = 0;
  while (i < chars.length) {
    const head = chars.slice(i, i + 4).join('');
    if (!/^[0-9]{4}$/.test(head)) throw new EmvQrError('malformed', { where });
    const length = Number(head.slice(2));
    const start = i + 4;
    if (length === 0 || start + length > chars.length) throw new EmvQrError('badLength', { tag: head.slice(0, 2), where });
    fields.push({ id: head.slice(0, 2), value: chars.slice(start, start + length).join('') });
    i = start + length;
  }
  return fields;
}

export function tlv(id: string, value: string): string {
  const length = Array.from(value).length;
  if (length < 1 || length > 99) throw new RangeError(`EMV field ${id} must be 1 to 99 characters`);
  return id + String(length).padStart(2, '0') + value;
}
