// The benchmark against hand-written screens (bench/browser-hand-written.ts) is honest only if
// the hand-written Pay New Bill and transfer ask the bank what the product asks, in the same
// order: the step's reads, then what Next sends. Both sides here against one in-process sandbox
// bank with the same customer's session: the product's engine (FlowRun on the built journey,
// its generated validators) and the hand-written screens' reads and Next (bench/hand-written/),
// each recording the calls it sends. The benchmark itself checks the same in Chromium (its
// shell's calls included) before it measures.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { startBank, type Bank } from '../server/support/helpers';
import { merchantValue, type MerchantItem } from '../../../widgets/merchant/merchants';
import { toAccountValue, type AccountItem } from '../../../widgets/account/accounts';
import { readBill } from '../../../bench/hand-written/bill/reads';
import { billForm, billNext } from '../../../bench/hand-written/bill/bill-state';
import { readTransfer } from '../../../bench/hand-written/transfer/reads';
import { transferNext } from '../../../bench/hand-written/transfer/transfer-state';
import { FormState } from '../../../bench/hand-written/shared/form';
import { todayInHongKong } from '../../../bench/hand-written/shared/today';
import { screenWords } from '../../../bench/hand-written/extract-texts';

const ROOT = path.resolve(__dirname, '../../..');
const journey = async (id: string) => {
  const module = (await import(`../../../generated/journeys/${id}/index.js`)) as Pick<EngineDeps, 'formValidators' | 'requestMoney'> & {
    loadRequestValidators: () => Promise<NonNullable<EngineDeps['requestValidators']>>;
  };
  return {
    flow: JSON.parse(fs.readFileSync(path.join(ROOT, `generated/journeys/${id}/flow.json`), 'utf8')) as Flow,
    formValidators: module.formValidators,
    requestValidators: await module.loadRequestValidators(),
    requestMoney: module.requestMoney,
  };
};

let bank: Bank;
let token: string;

beforeAll(async () => {
  bank = await startBank();
  token = await bank.login('chan.taiman');
});
afterAll(() => bank.close());

/** A bank call as the app's service client makes it, written down as 'CODE {payload}' in the order sent. */
function recorder() {
  const calls: string[] = [];
  const call = async (code: string, payload: object) => {
    calls.push(`${code} ${JSON.stringify(payload)}`);
    const res = await bank.call(code, payload, { token, flow: null });
    if (res.header.responseCode !== '00000') throw Object.assign(new Error(res.header.responseMessage), { code: res.header.responseCode });
    return res.data;
  };
  return { calls, call };
}

async function productRun(id: string, call: (code: string, payload: object) => Promise<unknown>): Promise<FlowRun> {
  const { flow, formValidators, requestValidators, requestMoney } = await journey(id);
  const deps: EngineDeps = {
    call: (code, payload) => call(code, payload),
    formValidators,
    requestValidators,
    requestMoney,
    authenticators: {},
    locale: () => 'en',
    user: () => ({}),
    now: () => new Date(bank.clock.now()),
    newId: () => crypto.randomUUID(),
  };
  const run = new FlowRun(flow, deps);
  await run.start();
  return run;
}

const words = screenWords('en');

describe('the hand-written screens ask the bank what the product asks, in the same order', () => {
  it('Pay New Bill: the merchants, the accounts; nothing on Next', async () => {
    const product = recorder();
    const run = await productRun('bill.pay-new', product.call);
    const hand = recorder();
    const reads = await readBill(hand.call);

    const merchant = (reads.directory.merchants as MerchantItem[]).find((m) => m.name.en === 'Water Supplies Department')!;
    const account = (reads.accounts as AccountItem[]).find((a) => a.currency === 'HKD')!;
    const input = { merchant: merchantValue(merchant), billNo: '7098765432', fromAccount: toAccountValue(account), amount: 12345, needReceipt: 'N', terms: true };

    expect(await run.proceed({ ...(run.data.input as object), ...input })).toBe(true);
    expect(run.stepId).toBe('confirm');
    const today = todayInHongKong(bank.clock.now());
    const form = billForm(today);
    Object.entries(input).forEach(([name, value]) => form.set(name, value));
    expect(billNext(form, { ...words.bill, validation: words.validation } as never, today)).toBe(true);

    expect(product.calls).toEqual(['ITSI600001 {}', 'ITSI600002 {}']);
    expect(hand.calls).toEqual(product.calls);
  });

  it('the transfer: the accounts that may pay out, the banks, the payees; the payee account check on Next', async () => {
    const product = recorder();
    const run = await productRun('transfer.create', product.call);
    const hand = recorder();
    const reads = await readTransfer(hand.call);

    const account = (reads.accounts as AccountItem[]).find((a) => a.currency === 'HKD')!;
    const payee = (reads.payees as { name: string; bankCode: string; accountNo: string }[])[0]!;
    const input = { fromAccount: toAccountValue(account), payee: { name: payee.name, bankCode: payee.bankCode, accountNo: payee.accountNo }, amount: 1000, terms: true };

    expect(await run.proceed(input)).toBe(true);
    expect(run.stepId).toBe('confirm');
    const form = new FormState({});
    Object.entries(input).forEach(([name, value]) => form.set(name, value));
    expect(await transferNext(form, { ...words.transfer, validation: words.validation } as never, hand.call)).not.toBeNull();

    expect(product.calls.map((c) => c.split(' ')[0])).toEqual(['ITSI200001', 'ITSI200003', 'ITSI200002', 'ITSI300015']);
    expect(hand.calls).toEqual(product.calls);
  });

  it('a refused Next sends nothing on either side', async () => {
    const product = recorder();
    const run = await productRun('transfer.create', product.call);
    const hand = recorder();
    await readTransfer(hand.call);
    // No payee, no amount: the form's own validator refuses before any call.
    expect(await run.proceed({ terms: true })).toBe(false);
    const form = new FormState({ terms: true });
    expect(await transferNext(form, { ...words.transfer, validation: words.validation } as never, hand.call)).toBeNull();
    expect(Object.keys(form.errors).sort()).toEqual(Object.keys(run.fieldErrors).sort());
    expect(hand.calls).toEqual(product.calls);
  });
});
