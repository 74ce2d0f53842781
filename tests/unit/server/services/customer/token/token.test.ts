// ITSI498006 / ITSI498023 and the storage of token seeds.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { createSeedCipher, loadSeedKey } from '../../../../../../server/services/customer/token/seed-cipher.js';
import { TOKEN_PIN, activateToken, unwrapSeed, bindingProof } from '../../../support/helpers.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

describe('mobile token activation', () => {
  it('returns the TOTP seed wrapped under the key the token PIN releases, with its parameters', async ({ bank, chan }) => {
    const res = await bank.call('ITSI498006', { clientDeviceId: 'browser-0123456789ab', pin: TOKEN_PIN, ...(await bindingProof(bank, chan)) }, { token: chan, locale: 'en_US' });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data).toMatchObject({ returnCode: '1', returnMsg: 'Your Mobile Token has been activated.', algorithm: 'TOTP', digits: 6, period: 30 });
    expect(res.data.seed).toBeUndefined();
    const pin = await bank.call('ITSI500001', { clientDeviceId: 'browser-0123456789ab', pin: TOKEN_PIN });
    expect(unwrapSeed(res.data.wrappedSeed, pin.data.unlockKey)).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('reports the state per customer and device', async ({ bank, chan }) => {
    const deviceId = 'browser-0123456789ab';
    const before = await bank.call('ITSI498023', { clientDeviceId: deviceId }, { token: chan, locale: 'zh_CN' });
    expect(before.data).toEqual({ returnCode: '1', returnMsg: '您尚未启动流动保安编码。', activated: false, status: 'inactive' });
    await activateToken(bank, chan, deviceId);
    expect((await bank.call('ITSI498023', { clientDeviceId: deviceId }, { token: chan })).data.activated).toBe(true);
    const wong = await bank.login('wong.siuming');
    expect((await bank.call('ITSI498023', { clientDeviceId: deviceId }, { token: wong })).data.activated).toBe(false);
  });

  it('re-activation rotates the seed', async ({ bank, chan }) => {
    const first = await activateToken(bank, chan, 'browser-0123456789ab');
    const second = await activateToken(bank, chan, 'browser-0123456789ab');
    expect(second.seed).not.toBe(first.seed);
    const rows = await bank.app.bank.store.db.selectFrom('token_devices').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('needs a session and a device id of 16 to 64 characters', async ({ bank, chan }) => {
    expect((await bank.call('ITSI498006', { clientDeviceId: 'browser-0123456789ab' })).header.responseCode).toBe('TE800000001');
    expect((await bank.call('ITSI498006', { clientDeviceId: 'short', pin: TOKEN_PIN, ...(await bindingProof(bank, chan)) }, { token: chan })).header.responseCode).toBe('E000000400');
  });

  it('stores seeds encrypted, never in clear', async ({ bank, chan }) => {
    const { seed } = await activateToken(bank, chan);
    const rows = await bank.app.bank.store.db.selectFrom('token_devices').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(seed);
    expect(rows[0]?.seed_enc).toMatch(/^v1:/);
  });
});

describe('seed cipher', () => {
  it('round-trips and refuses another binding or a tampered ciphertext', () => {
    const cipher = createSeedCipher(randomBytes(32));
    const blob = cipher.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'CU1:device');
    expect(cipher.decrypt(blob, 'CU1:device')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(() => cipher.decrypt(blob, 'CU2:device')).toThrow();
    const raw = Buffer.from(blob.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(`v1:${raw.toString('base64')}`, 'CU1:device')).toThrow();
    expect(() => createSeedCipher(randomBytes(32)).decrypt(blob, 'CU1:device')).toThrow();
  });

  it('generates the key file once, readable by the owner only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-key-'));
    try {
      const first = loadSeedKey({ ephemeral: false, dataDir: dir });
      const second = loadSeedKey({ ephemeral: false, dataDir: dir });
      expect(second.equals(first)).toBe(true);
      expect(fs.statSync(path.join(dir, 'token-seed.key')).mode & 0o777).toBe(0o600);
      expect(loadSeedKey({ env: 'ab'.repeat(32), ephemeral: false, dataDir: dir }).equals(Buffer.alloc(32, 0xab))).toBe(true);
      expect(() => loadSeedKey({ env: 'too-short', ephemeral: false, dataDir: dir })).toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
