// Face scan on the sandbox: what it accepts (two different JPEG frames of at least 240x240)
// and what it refuses. It never claims a face match.
import { describe, expect } from 'vitest';
import { it } from '../../support/fixtures.js';
import { jpegSize } from '../../../../../server/services/customer/face-scan.js';
import { authEventsOf } from '../../../../../server/services/bank/audit.js';

/** A JPEG skeleton: SOI, APP0, SOF0 with the given size, a varying comment, EOI. */
function jpeg(width: number, height: number, seed = 0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const com = Buffer.from([0xff, 0xfe, 0x00, 0x04, seed & 0xff, (seed >> 8) & 0xff]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, com, Buffer.from([0xff, 0xd9])]);
}
const dataUrl = (b: Buffer) => `data:image/jpeg;base64,${b.toString('base64')}`;

describe('face scan', () => {
  it('reads JPEG dimensions and refuses other data', () => {
    expect(jpegSize(jpeg(320, 240))).toEqual({ width: 320, height: 240 });
    expect(jpegSize(Buffer.from('not an image'))).toBeNull();
  });

  it('accepts two different frames of a real size, says it matched no face, and audits it', async ({ bank, chan: token }) => {
    const res = await bank.call('ITSI510030', { frames: [dataUrl(jpeg(240, 240, 1)), dataUrl(jpeg(240, 240, 2))] }, { token });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.faceMatched).toBe(false);
    const profile = await bank.call('ITSI100003', {}, { token });
    const events = await authEventsOf(bank.app.bank, profile.data.user.custId);
    expect(events.find((e) => e.event === 'face-scan')?.outcome).toBe('success');
  });

  it('refuses the same frame twice, a small image, or something that is not a JPEG', async ({ bank, chan: token }) => {
    const same = dataUrl(jpeg(240, 240, 1));
    for (const frames of [[same, same], [dataUrl(jpeg(100, 100, 1)), dataUrl(jpeg(100, 100, 2))], [`data:image/jpeg;base64,${Buffer.from('plain text').toString('base64')}`, same]]) {
      const res = await bank.call('ITSI510030', { frames }, { token });
      expect(res.header.responseCode).toBe('E510000007');
    }
  });
});
