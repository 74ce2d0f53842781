// Same-bank transfer requests (ITSI300001) as the tests send them: a fresh idempotency key and
// the token's current code. sendWithOneKey sends one request several times at once with one
// key, as a client whose connection dropped retries it: the bank must answer every retry with
// the one transfer. Shared by the SQLite (group commit) and PostgreSQL tests, which must prove
// the same things.
import { expect } from 'vitest';
import { idempotencyKey, otp, type Bank, type Envelope } from './helpers.js';

export interface TransferOrder {
  fromAccountId: string;
  payee: { name: string; bankCode: string; accountNo: string };
  currency: string;
  amount: number;
}

export interface TokenDevice {
  deviceId: string;
  seed: string;
}

export function transferRequest(bank: Bank, device: TokenDevice, order: TransferOrder) {
  return {
    ...order,
    idempotencyKey: idempotencyKey(),
    auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) },
  };
}

export async function sendWithOneKey(bank: Bank, token: string, device: TokenDevice, order: TransferOrder, times = 6): Promise<Envelope[]> {
  const body = transferRequest(bank, device, order);
  const answers = await Promise.all(Array.from({ length: times }, () => bank.call('ITSI300001', body, { token })));
  expect(answers.map((a) => a.header.responseCode)).toEqual(Array(times).fill('00000'));
  expect(new Set(answers.map((a) => a.data.transfer.referenceNo)).size).toBe(1);
  return answers;
}
