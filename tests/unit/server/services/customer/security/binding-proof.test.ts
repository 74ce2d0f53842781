// Binding a token or passkey needs proof beyond the session (SMS code to the registered mobile
// and the password), every binding is notified by SMS, and a device id stays its owner's.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { authEventsOf } from '../../../../../../server/services/bank/audit.js';
import { PASSWORD, TOKEN_PIN, bindingProof, type Bank } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  ho: string;
}

const DEVICE = 'browser-binding-0000000001';
const activate = ({ bank, ho }: Pick<Given, 'bank' | 'ho'>, proof: object, token = ho, locale = 'en_US', deviceId = DEVICE) =>
  bank.call('ITSI498006', { clientDeviceId: deviceId, pin: TOKEN_PIN, ...proof }, { token, locale });
const tokenRows = (bank: Bank) => bank.app.bank.store.db.selectFrom('token_devices').selectAll().execute();
const outbox = async (bank: Bank) => ((await bank.call('ITSI320010', {})).data.messages as { body: string }[]).map((m) => m.body);

describe('binding a mobile token', { timeout: 30_000 }, () => {
  it('a session alone cannot bind: without the SMS code and the password the request is refused', async ({ bank, ho }) => {
    expect((await activate({ bank, ho }, {})).header.responseCode).toBe('E000000400');
    expect((await activate({ bank, ho }, { password: { password: PASSWORD } })).header.responseCode).toBe('E000000400');
    expect(await tokenRows(bank)).toHaveLength(0);
  });

  it('a wrong SMS code or a wrong password binds nothing; both right bind and notify the customer by SMS', async ({ bank, ho }) => {
    const wrongCode = await bindingProof(bank, ho);
    wrongCode.sms.otp = wrongCode.sms.otp === '000000' ? '111111' : '000000';
    expect((await activate({ bank, ho }, wrongCode)).header.responseCode).toBe('E320000005');
    expect((await activate({ bank, ho }, await bindingProof(bank, ho, 'ITSI498006', 'Wrong@2026'))).header.responseCode).toBe('E500000007');
    // A code sent for another purpose (strengthened verification) does not bind.
    const otherPurpose = await bindingProof(bank, ho, 'ITSI510001');
    expect((await activate({ bank, ho }, otherPurpose)).header.responseCode).not.toBe('00000');
    expect(await tokenRows(bank)).toHaveLength(0);

    const ok = await activate({ bank, ho }, await bindingProof(bank, ho), ho, 'zh_CN');
    expect(ok.header.responseCode).toBe('00000');
    expect(await tokenRows(bank)).toHaveLength(1);
    const notices = (await outbox(bank)).filter((body) => body.includes('绑定新的'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/^【海港沙盒银行】您已于 2026-03-10 10:00（香港时间）绑定新的流动保安编码。/);
  });

  it('a used proof cannot bind a second device', async ({ bank, ho }) => {
    const proof = await bindingProof(bank, ho);
    expect((await activate({ bank, ho }, proof)).header.responseCode).toBe('00000');
    expect((await activate({ bank, ho }, proof, ho, 'en_US', 'browser-binding-0000000002')).header.responseCode).toBe('E320000002');
  });

  it("another customer's device id is refused before any proof is spent, and the owner keeps the token", async ({ bank, ho }) => {
    expect((await activate({ bank, ho }, await bindingProof(bank, ho))).header.responseCode).toBe('00000');
    const wong = await bank.login('wong.siuming');
    const proof = await bindingProof(bank, wong);
    const refused = await activate({ bank, ho }, proof, wong, 'zh_MO');
    expect(refused.header).toEqual({ responseCode: 'E500000014', responseMessage: '此裝置已綁定其他客戶的流動保安編碼，無法在此裝置啟動。' });
    expect((await tokenRows(bank)).map((r) => r.device_id)).toEqual([DEVICE]);
    // The proof was not spent: it still binds wong's own device.
    expect((await activate({ bank, ho }, proof, wong, 'en_US', 'browser-binding-0000000003')).header.responseCode).toBe('00000');
    const wongId = (await bank.call('ITSI100003', {}, { token: wong })).data.user.custId as string;
    expect((await authEventsOf(bank.app.bank, wongId)).some((e) => e.event === 'token-activation' && e.outcome === 'failure' && e.detail?.includes('device-of-another-customer'))).toBe(true);
  });

  it("a signing key cannot be registered on another customer's device id either", async ({ bank, ho }) => {
    expect((await activate({ bank, ho }, await bindingProof(bank, ho))).header.responseCode).toBe('00000');
    const wong = await bank.login('wong.siuming');
    const { generateKeyPairSync } = await import('node:crypto');
    const publicKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect((await bank.call('ITSI510020', { clientDeviceId: DEVICE, publicKey }, { token: wong })).header.responseCode).toBe('E500000014');
    expect((await bank.call('ITSI510020', { clientDeviceId: DEVICE, publicKey }, { token: ho })).header.responseCode).toBe('00000');
  });
});

describe('binding a passkey', { timeout: 30_000 }, () => {
  it('registration options are issued only after the SMS code and the password', async ({ bank, ho }) => {
    expect((await bank.call('ITSI510001', {}, { token: ho })).header.responseCode).toBe('E000000400');
    expect((await bank.call('ITSI510001', await bindingProof(bank, ho, 'ITSI510001', 'Wrong@2026'), { token: ho })).header.responseCode).toBe('E500000007');
    const ok = await bank.call('ITSI510001', await bindingProof(bank, ho, 'ITSI510001'), { token: ho });
    expect(ok.header.responseCode).toBe('00000');
    expect(ok.data.challengeId).toMatch(/^PC/);
  });
});
