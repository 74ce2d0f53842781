// The same transfer sent several times at once with one idempotency key, as a client whose
// connection dropped retries it: the bank must answer every retry with the one transfer.
// Shared by the SQLite (group commit) and PostgreSQL tests, which must prove the same thing.
import { expect } from 'vitest';
import { idempotencyKey, otp, type Bank, type Envelope } from './helpers.js';

export interface TransferOrder {
  fromAccountId: string;
  payee: { name: string; bankCode: string; accountNo: string };
  currency: string;
  amount: number;
}

export async function sendWithOneKey(bank: Bank, token: string, device: { deviceId: string; seed: string }, order: TransferOrder, times = 6): Promise<Envelope[]> {
  const body = {
    ...order,
    idempotencyKey: idempotencyKey(),
    auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) },
  };
  const answers = await Promise.all(Array.from({ length: times }, () => bank.call('ITSI300001', body, { token })));
  expect(answers.map((a) => a.header.responseCode)).toEqual(Array(times).fill('00000'));
  expect(new Set(answers.map((a) => a.data.transfer.referenceNo)).size).toBe(1);
  return answers;
}
