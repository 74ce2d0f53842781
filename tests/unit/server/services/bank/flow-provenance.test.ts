// Which flow definition made a money-moving request: the header's `flow` is kept with the
// transfer (migration 0023) and the sandbox's transfer detail shows it; a retry with the same
// key keeps the first; a malformed value is refused by the header schema. Only a definition the
// build shipped or the registry published is accepted: a forged one is refused, audited, and
// nothing moves (docs/publishing.md).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowHash } from '../../../../../codegen/lib/journey-names.js';
import { publish, rollback, saveDraft } from '../../../../../server/services/bank/flow-registry/registry.js';
import { OWN_BANK_CODE } from '../../../../../server/config.js';
import { parseFlowHeader } from '../../../../../server/services/bank/flow-provenance.js';
import { account, activateToken, idempotencyKey, otp, startBank, type Bank } from '../../support/helpers.js';
import { approve } from '../../support/approvals-helper.js';

let bank: Bank;
let token: string;
// The definition the build ships (codegen writes it; the app names it in its requests).
const builtJson = fs.readFileSync('generated/journeys/transfer.create/flow.json', 'utf8');
const BUILT = `transfer.create@${String((JSON.parse(builtJson) as { version: number }).version)}#${flowHash(builtJson)}`;
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
    const sent = await transfer(BUILT, key);
    expect(sent.header.responseCode).toBe('00000');
    const id = sent.data.transfer.transferId as string;
    expect((await detail(id)).flowDefinition).toBe(BUILT);
    // The same key again (a retry) answers the first result and keeps the first definition.
    const again = await transfer(BUILT, key);
    expect(again.data.transfer.transferId).toBe(id);
    expect((await detail(id)).flowDefinition).toBe(BUILT);
  });

  it('refuses a money-moving request that names no definition, and moves nothing', async () => {
    const before = await account(bank, token, '01', 'HKD');
    const sent = await transfer(undefined, idempotencyKey());
    expect(sent.header).toEqual({ responseCode: 'E000000409', responseMessage: 'This page has changed since you opened it. Please start again.' });
    expect((await account(bank, token, '01', 'HKD')).balance).toBe(before.balance);
    const events = await bank.app.bank.store.db.selectFrom('auth_events').select(['detail']).where('event', '=', 'flow-definition-refused').execute();
    expect(events.map((e) => JSON.parse(String(e.detail)))).toContainEqual({ code: 'ITSI300001', flow: null });
  });

  it('refuses a malformed definition in the header', async () => {
    const sent = await transfer('transfer.create v1', idempotencyKey());
    expect(sent.header.responseCode).not.toBe('00000');
    expect(parseFlowHeader('transfer.create v1')).toBeUndefined();
    expect(parseFlowHeader('bill.pay-new@3#0123456789abcdef')).toEqual({ flowId: 'bill.pay-new', version: 3, hash: '0123456789abcdef' });
  });

  it('refuses a definition nobody published, with a translated message and an audit event, and moves nothing', async () => {
    const before = await account(bank, token, '01', 'HKD');
    const forged = BUILT.replace(/#[0-9a-f]{16}$/, '#0123456789abcdef');
    const sent = await transfer(forged, idempotencyKey());
    expect(sent.header).toEqual({ responseCode: 'E000000409', responseMessage: 'This page has changed since you opened it. Please start again.' });
    const unknownFlow = await transfer('transfer.nothing@1#0123456789abcdef', idempotencyKey());
    expect(unknownFlow.header.responseCode).toBe('E000000409');
    expect((await account(bank, token, '01', 'HKD')).balance).toBe(before.balance);
    const all = await bank.app.bank.store.db.selectFrom('auth_events').select(['event', 'outcome', 'detail']).where('event', '=', 'flow-definition-refused').execute();
    const events = all.filter((e) => JSON.parse(String(e.detail)).flow !== null);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ outcome: 'failure' });
    expect(JSON.parse(events[0]!.detail!)).toEqual({ code: 'ITSI300001', flow: forged });
  });

  it('accepts a version once it is published, and still after it is rolled back (runs finish on it), never a draft', async () => {
    const ctx = bank.app.bank;
    const text = fs.readFileSync('flows/transfer/transfer-create.json', 'utf8').replace('every day.', 'every day, all year.');
    const draft = await saveDraft(ctx, { path: 'flows/transfer/transfer-create.json', text, author: 'author.one' });
    if (!draft.ok) throw new Error('draft refused');
    const named = `transfer.create@${draft.version.number}#${draft.version.hash}`;
    expect((await transfer(named, idempotencyKey())).header.responseCode).toBe('E000000409');
    await approve(ctx, 'transfer.create', draft.version.number);
    expect((await publish(ctx, 'transfer.create', draft.version.number, 'approver.one')).ok).toBe(true);
    const sent = await transfer(named, idempotencyKey());
    expect(sent.header.responseCode).toBe('00000');
    expect((await detail(sent.data.transfer.transferId)).flowDefinition).toBe(named);
    await rollback(ctx, 'transfer.create', 'approver.one');
    expect((await transfer(named, idempotencyKey())).header.responseCode).toBe('00000');
  });
});
