// Which flow definition made a money-moving request: the header's `flow` is kept with the
// transfer (migration 0023) and the sandbox's transfer detail shows it; a retry with the same
// key keeps the first; a malformed value is refused by the header schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_BANK_CODE } from '../../../server/config.js';
import { parseFlowHeader } from '../../../server/services/flow-provenance.js';
import { account, activateToken, idempotencyKey, otp, startBank, type Bank } from './helpers.js';

let bank: Bank;
let token: string;
let transfer: (flow: string | undefined, key: string) => Promise<{ header: { responseCode: string }; data: Record<string, any> }>;

beforeAll(async () => {
  bank = await startBank();
  const wong = await bank.login('wong.siuming');
  const payeeAccount = await account(bank, wong, '01', 'HKD');
  token = await bank.login('chan.taiman');
  const device = await activateToken(bank, token, 'provenance-device-01');
  const from = await account(bank, token, '01', 'HKD');
  transfer = async (flow, key) => {
    bank.clock.advance(30_000); // a fresh token code each time
    const res = await bank.app.inject({
      method: 'POST',
      url: '/api/ITSI300001',
      headers: { 'x-auth-token': token },
      payload: {
        header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB', ...(flow ? { flow } : {}) },
        fromAccountId: from.accountId,
        payee: { bankCode: OWN_BANK_CODE, accountNo: payeeAccount.accountNo, name: 'WONG SIU MING' },
        currency: 'HKD',
        amount: 1_00,
        idempotencyKey: key,
        auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) },
      },
    });
    return res.json();
  };
});
afterAll(async () => {
  await bank.close();
});

async function detail(transferId: string) {
  const res = await bank.call<{ transfer: Record<string, unknown> }>('ITSI300003', { transferId }, { token });
  expect(res.header.responseCode).toBe('00000');
  return res.data.transfer;
}

describe('flow provenance', () => {
  it('keeps the definition with the transfer and shows it in the sandbox detail', async () => {
    const key = idempotencyKey();
    const sent = await transfer('transfer.create@1#cda8d1822589f255', key);
    expect(sent.header.responseCode).toBe('00000');
    const id = sent.data.transfer.transferId as string;
    expect((await detail(id)).flowDefinition).toBe('transfer.create@1#cda8d1822589f255');
    // The same key again (a retry) answers the first result and keeps the first definition.
    const again = await transfer('transfer.create@2#0000000000000000', key);
    expect(again.data.transfer.transferId).toBe(id);
    expect((await detail(id)).flowDefinition).toBe('transfer.create@1#cda8d1822589f255');
  });

  it('has nothing to show for a request that named no definition', async () => {
    const sent = await transfer(undefined, idempotencyKey());
    expect(sent.header.responseCode).toBe('00000');
    expect((await detail(sent.data.transfer.transferId)).flowDefinition).toBeUndefined();
  });

  it('refuses a malformed definition in the header', async () => {
    const sent = await transfer('transfer.create v1', idempotencyKey());
    expect(sent.header.responseCode).not.toBe('00000');
    expect(parseFlowHeader('transfer.create v1')).toBeUndefined();
    expect(parseFlowHeader('bill.pay-new@3#0123456789abcdef')).toEqual({ flowId: 'bill.pay-new', version: 3, hash: '0123456789abcdef' });
  });
});
