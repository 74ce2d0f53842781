// One FPS addressing directory: a proxy an FPS transfer can pay (a mobile number registered at
// another bank, seeded in the sandbox's directory) is payable from its QR code too, and the
// database has one table that maps a proxy to an account, never a second.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { buildFpsQr } from '../../../../../../domain/emv-qr/index.js';

describe('the FPS directory', () => {
  it('pays the same payee by proxy and by QR code', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const byProxy = await bank.call('ITSI300004', { proxyType: 'MOBN', proxyValue: '98765432', amount: 1_000, currency: 'HKD' }, { token: chan });
    expect(byProxy.header.responseCode).toBe('00000');
    const code = buildFpsQr({ proxy: { type: 'mobile', value: '+852-98765432' }, currency: 'HKD', name: 'HO KA MING', amount: 1_000 });
    const byQr = await bank.call('ITSI310001', { payload: code }, { token: chan });
    expect(byQr.header.responseCode).toBe('00000');
    expect(byQr.data.qr).toMatchObject({ bankCode: '004', payeeName: 'HO KA MING' });
  });

  it('pays the same payee by QR code in the currency it was registered in', async ({ bank }) => {
    const chan = await bank.login('chan.taiman');
    const code = buildFpsQr({ proxy: { type: 'email', value: 'pay@example.com' }, currency: 'CNY', name: 'EXAMPLE SHOP LIMITED', amount: 1_000 });
    const byQr = await bank.call('ITSI310001', { payload: code }, { token: chan });
    expect(byQr.header.responseCode).toBe('00000');
    expect(byQr.data.qr).toMatchObject({ bankCode: '012', payeeName: 'EXAMPLE SHOP LIMITED' });
    const byProxy = await bank.call('ITSI300004', { proxyType: 'EMAL', proxyValue: 'pay@example.com', amount: 1_000, currency: 'HKD' }, { token: chan });
    expect(byProxy.data).toMatchObject({ bankCode: '012' });
  });

  it('is one table: no other table maps a proxy to an account', async ({ bank }) => {
    const tables = await bank.app.bank.store.db.introspection.getTables();
    const directories = tables
      .filter((t) => ['proxy_type', 'proxy_value', 'account_no'].every((c) => t.columns.some((col) => col.name === c)))
      .map((t) => t.name);
    expect(directories).toEqual(['fps_registrations']);
  });
});
