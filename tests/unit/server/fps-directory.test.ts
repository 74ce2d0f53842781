// One FPS addressing directory: a proxy an FPS transfer can pay (a mobile number registered at
// another bank, seeded in the sandbox's directory) is payable from its QR code too, and no module
// but the directory reads the two tables the directory is kept in.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFpsQr } from '../../../domain/emv-qr/index.js';
import { startBank, type Bank } from './helpers.js';

let bank: Bank;
beforeEach(async () => {
  bank = await startBank();
});
afterEach(() => bank.close());

describe('the FPS directory', () => {
  it('pays the same payee by proxy and by QR code', async () => {
    const chan = await bank.login('chan.taiman');
    const byProxy = await bank.call('ITSI300004', { proxyType: 'MOBN', proxyValue: '98765432', amount: 1_000, currency: 'HKD' }, { token: chan });
    expect(byProxy.header.responseCode).toBe('00000');
    const code = buildFpsQr({ proxy: { type: 'mobile', value: '+852-98765432' }, currency: 'HKD', name: 'HO KA MING', amount: 1_000 });
    const byQr = await bank.call('ITSI310001', { payload: code }, { token: chan });
    expect(byQr.header.responseCode).toBe('00000');
    expect(byQr.data.qr).toMatchObject({ bankCode: '004', payeeName: 'HO KA MING' });
  });

  it('is read by the directory alone', () => {
    const root = path.resolve('server');
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts') && /selectFrom\('fps_proxies'\)/.test(fs.readFileSync(file, 'utf8'))) readers.push(path.relative(root, file));
      }
    };
    walk(root);
    expect(readers.sort()).toEqual(['seed/fps-directory.ts', 'services/fps/directory.ts']);
  });
});
