// Spec section 5: in the bank app (channel H112), a request whose header's appVersion is below
// the bank's minimum is answered E000000426 with the version required, before anything else
// (logging on included); other channels are not asked.
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { type Bank } from '../support/helpers.js';

// A bank that asks the bank app for version 5.2.0 at least.
const it = test.extend({ bankOptions: { minAppVersion: '5.2.0' } });

async function logon(bank: Bank, header: Record<string, string>) {
  const res = await bank.app.inject({
    method: 'POST',
    url: '/api/ITSI100001',
    payload: { header: { locale: 'en_US', appId: 'XPMBS', termType: 'app', ...header }, loginId: 'chan.taiman', password: 'Demo@2026' },
  });
  return res.json() as { header: { responseCode: string; responseMessage: string }; data: Record<string, unknown> };
}

describe('the minimum bank app version', () => {
  it('asks an older bank app to update, in the request’s language, naming the version', async ({ bank }) => {
    const old = await logon(bank, { originalChannelId: 'H112', appVersion: '5.1.9' });
    expect(old.header).toEqual({ responseCode: 'E000000426', responseMessage: 'Please update the bank app to version 5.2.0 or later to continue.' });
    expect(old.data).toEqual({ minVersion: '5.2.0' });
    const zh = await logon(bank, { originalChannelId: 'H112', appVersion: '4.0', locale: 'zh_MO' });
    expect(zh.header.responseMessage).toBe('請更新手機銀行應用程式至 5.2.0 或以上版本，以繼續使用此服務。');
    expect((await logon(bank, { originalChannelId: 'H112' })).header.responseCode).toBe('E000000426'); // no version: update
  });

  it('serves the required version and newer, and does not ask other channels', async ({ bank }) => {
    expect((await logon(bank, { originalChannelId: 'H112', appVersion: '5.2.0' })).header.responseCode).toBe('00000');
    expect((await logon(bank, { originalChannelId: 'H112', appVersion: '5.10' })).header.responseCode).toBe('00000');
    expect((await logon(bank, { originalChannelId: 'E03-WEB', appVersion: '1.0.0' })).header.responseCode).toBe('00000');
    expect((await logon(bank, { originalChannelId: 'E03-WX', appVersion: '0.1' })).header.responseCode).toBe('00000');
  });
});
