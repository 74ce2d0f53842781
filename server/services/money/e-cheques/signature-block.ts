// The bank's signature on an e-cheque PDF: a detached ECDSA P-256 / SHA-256 signature over
// every byte of the PDF as built, appended after the file's %%EOF as one PDF comment line:
//
//   %BANK-ECHEQUE-SIGNATURE v1 <cheque id> <base64 DER signature>\n
//
// PDF readers ignore bytes after %%EOF, so the file still opens everywhere. The signed bytes
// are everything before that line plus the cheque id, so changing any byte of the face, the
// id or the signature makes verification fail. Why not a PDF /Sig dictionary: docs/e-cheques.md.
import { createSign, createVerify, type KeyObject } from 'node:crypto';

const MARKER = '\n%BANK-ECHEQUE-SIGNATURE v1 ';
const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

function signedBytes(pdf: Uint8Array, chequeId: string): Buffer {
  return Buffer.concat([pdf, Buffer.from(`\n${chequeId}`, 'latin1')]);
}

export function signPdf(pdf: Uint8Array, chequeId: string, key: KeyObject): Buffer {
  const signer = createSign('SHA256');
  signer.update(signedBytes(pdf, chequeId));
  const signature = signer.sign(key).toString('base64');
  return Buffer.concat([pdf, Buffer.from(`${MARKER}${chequeId} ${signature}\n`, 'latin1')]);
}

export type SignedCheque = { ok: true; chequeId: string } | { ok: false };

/** The cheque id of a file the bank signed and nobody changed; { ok: false } for anything else. */
export function verifyPdf(file: Buffer, key: KeyObject): SignedCheque {
  const at = file.lastIndexOf(MARKER, undefined, 'latin1');
  if (at < 0) return { ok: false };
  const line = file.subarray(at + MARKER.length).toString('latin1');
  const match = /^([A-Za-z0-9_-]{1,40}) ([A-Za-z0-9+/]+={0,2})\n$/.exec(line);
  if (!match || !ID_PATTERN.test(match[1]!)) return { ok: false };
  const verifier = createVerify('SHA256');
  verifier.update(signedBytes(file.subarray(0, at), match[1]!));
  try {
    return verifier.verify(key, Buffer.from(match[2]!, 'base64')) ? { ok: true, chequeId: match[1]! } : { ok: false };
  } catch {
    return { ok: false };
  }
}
