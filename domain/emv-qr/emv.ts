// Generic EMVCo merchant-presented payload: checks the frame (TLV, payload format, CRC over
// everything up to and including "6304") and gives the top-level fields by id.
import { crc16 } from './crc16';
import { EmvQrError } from './errors';
import { parseTlv, type TlvField } from './tlv';

export interface EmvPayload {
  /** Top-level fields in payload order. */
  fields: TlvField[];
  get(id: string): string | undefined;
}

export function parseEmvPayload(raw: string): EmvPayload {
  const text = raw.trim();
  if (!text) throw new EmvQrError('empty');
  const fields = parseTlv(text);
  const last = fields[fields.length - 1];
  if (!last || last.id !== '63') throw new EmvQrError('crcMissing');
  if (!/^[0-9A-Fa-f]{4}$/.test(last.value)) throw new EmvQrError('badLength', { tag: '63' });
  if (crc16(text.slice(0, text.length - 4)) !== last.value.toUpperCase()) throw new EmvQrError('crcMismatch');
  if (fields[0]?.id !== '00') throw new EmvQrError('missingTag', { tag: '00' });
  if (fields[0].value !== '01') throw new EmvQrError('payloadFormat');
  const seen = new Set<string>();
  for (const f of fields) {
    if (seen.has(f.id)) throw new EmvQrError('malformed', { tag: f.id });
    seen.add(f.id);
  }
  return { fields, get: (id) => fields.find((f) => f.id === id)?.value };
}

/** Appends tag 63 with the CRC of everything before it. */
export function withCrc(body: string): string {
  const framed = body + '6304';
  return framed + crc16(framed);
}
