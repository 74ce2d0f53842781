// Secrets never reach the server log: PINs, one-time codes, passwords, unlock keys, seeds and
// verification tickets, through success, failure and lock paths, with logging on.
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../../../server/app.js';
import { ManualClock } from '../../../../../../server/clock.js';
import { TRANSACTION_CODE_SUITE, base32ToBytes, ocraResponse } from '../../../../../../domain/otp/ocra.js';
import { PASSWORD, START, TOKEN_PIN, activateToken, bankClient, otp, type Bank } from '../../../support/helpers.js';

let bank: Bank | undefined;
afterEach(async () => {
  await bank?.close();
});

describe('server log', { timeout: 30_000 }, () => {
  it('holds no PIN, code, password, key, seed or ticket', async () => {
    const lines: string[] = [];
    const clock = new ManualClock(START);
    const app = await buildServer({ databaseUrl: ':memory:', clock, sweepIntervalMs: 0, logger: true, logStream: { write: (line) => void lines.push(line) } });
    bank = bankClient(app, clock);
    const ho = await bank.login('ho.wingyan');
    const device = await activateToken(bank, ho);
    const wrongPin = '975310';
    await bank.call('ITSI500001', { clientDeviceId: device.deviceId, pin: wrongPin });
    const unlock = await bank.call('ITSI500001', { clientDeviceId: device.deviceId, pin: TOKEN_PIN });
    const code = otp(device.seed, clock);
    const ticket = await bank.call('ITSI500005', { bizType: 'transfer', theMods: ['token', 'password'], token: { deviceId: device.deviceId, otp: code }, password: { password: PASSWORD } }, { token: ho });
    expect(ticket.header.responseCode).toBe('00000');
    await bank.call('ITSI500005', { bizType: 'transfer', theMods: ['token', 'password'], token: { deviceId: device.deviceId, otp: '000000' }, password: { password: 'Wrong@Secret9' } }, { token: ho });
    const challenge = await bank.call('ITSI500003', { clientDeviceId: device.deviceId }, { token: ho });
    const answer = await ocraResponse(TRANSACTION_CODE_SUITE, base32ToBytes(device.seed), { question: challenge.data.question, timestamp: clock.now() });
    await bank.call('ITSI300001', { fromAccountId: 'x', payee: { name: 'A', bankCode: '004', accountNo: '1' }, currency: 'HKD', amount: 1, idempotencyKey: 'log-test-key-0000001', auth: { method: 'transaction-code', deviceId: device.deviceId, challengeId: challenge.data.challengeId, otp: answer }, verifyTicket: ticket.data.ticket }, { token: ho });
    await bank.call('ITSI500002', { clientDeviceId: device.deviceId, oldPin: TOKEN_PIN, newPin: '802461' }, { token: ho });

    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('ITSI500001');
    // Numeric secrets as whole numbers: pino's own millisecond timestamps may contain any six digits.
    for (const digits of [TOKEN_PIN, wrongPin, '802461', code, answer]) expect(log).not.toMatch(new RegExp(`(?<!\\d)${digits}(?!\\d)`));
    for (const secret of [PASSWORD, 'Wrong@Secret9', unlock.data.unlockKey, device.seed, device.wrappedSeed, ticket.data.ticket, ho]) {
      expect(log).not.toContain(secret);
    }
  });
});
