// Face scan (sandbox): what the bank checks is stated plainly - it does NOT recognise or
// match faces. It accepts a capture of two camera frames taken a moment apart when both are
// real JPEG images of at least 240x240 pixels and the frames differ (a still picture held to
// the camera, or the same frame sent twice, does not pass). The attempt is audited. A real
// bank would send the frames to a liveness and face-matching service instead.
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { newId } from '../../ids.js';
import { isoAt } from '../../clock.js';
import { BankError } from '../../api/errors.js';
import { recordAuthEvent } from '../bank/audit.js';
import { ERR } from '../../../generated/error-codes.js';

export const FACE_REJECTED = ERR.FACE_IMAGE_COULD_NOT_ACCEPTED_TAKE;
export const MIN_SIDE = 240;
const PREFIX = 'data:image/jpeg;base64,';

/** Width and height from a JPEG's start-of-frame marker; null if it is not a JPEG. */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    const length = bytes.readUInt16BE(i + 2);
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

export async function acceptFaceCapture(ctx: AppContext, customerId: string, frames: string[], ip?: string) {
  const images = frames.map((f) => (f.startsWith(PREFIX) ? Buffer.from(f.slice(PREFIX.length), 'base64') : Buffer.alloc(0)));
  const sizes = images.map(jpegSize);
  const bigEnough = sizes.every((s) => s !== null && s.width >= MIN_SIDE && s.height >= MIN_SIDE);
  const digests = new Set(images.map((b) => createHash('sha256').update(b).digest('hex')));
  const changed = digests.size === images.length;
  if (!bigEnough || !changed) {
    await recordAuthEvent(ctx, { event: 'face-scan', outcome: 'failure', customerId, ip, detail: { bigEnough, changed } });
    throw new BankError(FACE_REJECTED);
  }
  const faceScanId = newId('FS');
  // Kept so one multiple verify may name this scan (security/mode-proofs.ts).
  await ctx.store.db.insertInto('face_scans').values({ id: faceScanId, customer_id: customerId, created_at: isoAt(ctx.clock.now()), used_at: null }).execute();
  await recordAuthEvent(ctx, { event: 'face-scan', outcome: 'success', customerId, ip, detail: { faceScanId } });
  return { faceScanId, checks: ['jpeg', 'size', 'frames-differ'], faceMatched: false };
}
