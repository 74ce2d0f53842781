// ITSI610002 / ITSI610003 and the e-bill due work: the rules of an enrolment, the limit of 5
// enrolments of one bill across banks, the participant's answer, lapsing after 60 days,
// purging after 36 months without activity, and idempotent submits.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { FULL_EBILL } from '../../../../../../server/seed/bill-services.js';
import { idempotencyKey, type Bank } from '../../../support/helpers.js';

const DAY = 24 * 60 * 60 * 1000;

function ownBill(over: Record<string, unknown> = {}) {
  return {
    merchantId: 'M2401',
    billType: '01',
    billNo: '9876543211',
    ownBill: 'Y',
    idType: 'HKID',
    idLast4: '4563',
    birthMonth: '198005',
    email: 'chan.taiman@example.com',
    ownerName: 'CHAN TAI MAN',
    idempotencyKey: idempotencyKey(),
    ...over,
  };
}

async function statusOf(bank: Bank, token: string, referenceNo: string): Promise<string | undefined> {
  const list = await bank.call<{ enrolments: { referenceNo: string; status: string }[] }>('ITSI610003', {}, { token });
  return list.data.enrolments.find((e) => e.referenceNo === referenceNo)?.status;
}

describe('e-bill enrolment', () => {
  it('enrols an own bill in progress; the participant accepts it after its delay', async ({ bank, chan, wong }) => {
    const res = await bank.call('ITSI610002', ownBill(), { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.enrolment).toMatchObject({ merchantId: 'M2401', status: '1', ownBill: 'Y', respondBy: '2026-05-09' });
    expect(res.data.enrolment.referenceNo).toMatch(/^EB20260310[A-Z0-9]{10}$/);
    await bank.call('ITSI900002', { advanceMs: DAY });
    chan = await bank.login('chan.taiman');
    expect(await statusOf(bank, chan, res.data.enrolment.referenceNo)).toBe('1');
    await bank.call('ITSI900002', { advanceMs: DAY + 1000 });
    chan = await bank.login('chan.taiman');
    expect(await statusOf(bank, chan, res.data.enrolment.referenceNo)).toBe('2');
  });

  it('an accepted e-bill receives its e-information monthly, each kept three months after issue', async ({ bank, chan, wong }) => {
    type Info = { billMonth: string; issueDate: string; dueDate: string; amount: number };
    const infoOf = async (referenceNo: string) => {
      chan = await bank.login('chan.taiman');
      const list = await bank.call<{ enrolments: { referenceNo: string; eInfo: Info[] }[] }>('ITSI610003', {}, { token: chan });
      return list.data.enrolments.find((e) => e.referenceNo === referenceNo)!.eInfo;
    };
    const res = await bank.call('ITSI610002', ownBill(), { token: chan });
    const ref = res.data.enrolment.referenceNo;
    expect(await infoOf(ref)).toEqual([]);
    await bank.call('ITSI900002', { advanceMs: 2 * DAY + 1000 }); // accepted on 2026-03-12
    const first = await infoOf(ref);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ billMonth: '2026-03', issueDate: '2026-03-12', dueDate: '2026-04-02' });
    expect(first[0]!.amount).toBeGreaterThanOrEqual(100_00);
    await bank.call('ITSI900002', { advanceMs: 31 * DAY }); // 2026-04-12
    expect((await infoOf(ref)).map((i) => i.billMonth)).toEqual(['2026-04', '2026-03']);
    await bank.call('ITSI900002', { advanceMs: 91 * DAY }); // 2026-07-12: April's is exactly three months old, still kept
    expect((await infoOf(ref)).map((i) => i.billMonth)).toEqual(['2026-07', '2026-06', '2026-05', '2026-04']);
    await bank.call('ITSI900002', { advanceMs: DAY }); // 2026-07-13: April's is deleted
    const kept = await infoOf(ref);
    expect(kept.map((i) => i.billMonth)).toEqual(['2026-07', '2026-06', '2026-05']);
    // The same again: a month's e-bill arrives once, with the same amount.
    await bank.call('ITSI900002', { advanceMs: 1000 });
    expect(await infoOf(ref)).toEqual(kept);
  });

  it('a rejected answer and an unanswered enrolment that lapses after 60 days', async ({ bank, chan, wong }) => {
    const rejected = await bank.call('ITSI610002', ownBill({ billNo: '1111111119' }), { token: chan });
    const silent = await bank.call('ITSI610002', ownBill({ billNo: '1111111110' }), { token: chan });
    await bank.call('ITSI900002', { advanceMs: 3 * DAY });
    chan = await bank.login('chan.taiman');
    expect(await statusOf(bank, chan, rejected.data.enrolment.referenceNo)).toBe('4');
    expect(await statusOf(bank, chan, silent.data.enrolment.referenceNo)).toBe('1');
    await bank.call('ITSI900002', { advanceMs: 57 * DAY });
    chan = await bank.login('chan.taiman');
    expect(await statusOf(bank, chan, silent.data.enrolment.referenceNo)).toBe('3');
  });

  it('refuses a sixth enrolment of a bill already enrolled 5 times across banks', async ({ bank, chan, wong }) => {
    const res = await bank.call('ITSI610002', ownBill({ ...FULL_EBILL }), { token: chan });
    expect(res.header.responseCode).toBe('E610000003');
    expect(res.header.responseMessage).toContain('5');
  });

  it('refuses the same customer enrolling the same bill twice', async ({ bank, chan, wong }) => {
    expect((await bank.call('ITSI610002', ownBill(), { token: chan })).header.responseCode).toBe('00000');
    expect((await bank.call('ITSI610002', ownBill(), { token: chan })).header.responseCode).toBe('E610000006');
  });

  it('checks the merchant, the bill number rule, the own ID and the owner authorisation', async ({ bank, chan, wong }) => {
    const code = async (over: Record<string, unknown>, token = chan) => (await bank.call('ITSI610002', ownBill(over), { token })).header.responseCode;
    expect(await code({ merchantId: 'M0501' })).toBe('E610000001');
    expect(await code({ merchantId: 'M9999' })).toBe('E600000020'); // merchant info not found
    expect(await code({ billNo: '12345' })).toBe('E610000002');
    expect(await code({ idLast4: '9999' })).toBe('E610000004');
    expect(await code({ idType: 'PASSPORT' })).toBe('E610000004');
    expect(await code({ ownBill: 'N', idLast4: '1234', ownerName: 'WONG MEI' })).toBe('E610000005');
    expect(await code({ ownBill: 'N', ownerAuthorised: true, idLast4: '1234', ownerName: 'WONG MEI' })).toBe('00000');
    expect(await code({ birthMonth: '209912' })).toBe('E610000008');
    expect(await code({ ownerName: 'CHAN 大文' })).toBe('E000000400');
  });

  it('is idempotent: the same key returns the first enrolment, a reused key is refused', async ({ bank, chan, wong }) => {
    const request = ownBill();
    const first = await bank.call('ITSI610002', request, { token: chan });
    const again = await bank.call('ITSI610002', request, { token: chan });
    expect(again.data).toEqual(first.data);
    const rows = await bank.app.bank.store.db.selectFrom('ebill_enrolments').select('id').where('bill_no', '=', request.billNo).execute();
    expect(rows).toHaveLength(1);
    const reused = await bank.call('ITSI610002', { ...request, billNo: '2222222221' }, { token: chan });
    expect(reused.header.responseCode).toBe('E610000007');
  });

  it('lists only merchants that take e-bills, with their bill types', async ({ bank, chan, wong }) => {
    const res = await bank.call<{ merchants: { value: string }[]; billTypes: { merchantId: string; value: string }[] }>('ITSI610001', { purpose: 'ebill' }, { token: chan });
    const ids = res.data.merchants.map((m) => m.value);
    expect(ids).toContain('M2401');
    expect(ids).not.toContain('M0501');
    expect(res.data.billTypes.filter((t) => t.merchantId === 'M1101').map((t) => t.value)).toEqual(['01', '02', '03']);
  });

  it('offers merchants of the English-only category in English only', async ({ bank, chan, wong }) => {
    const inLang = async (locale: string) =>
      (await bank.call<{ merchants: { category: string }[] }>('ITSI610001', { purpose: 'bill' }, { token: chan, locale })).data.merchants.map((m) => m.category);
    expect(await inLang('en_US')).toContain('20');
    expect(await inLang('zh_MO')).not.toContain('20');
  });

  it('seeds an accepted e-bill for the demo customer', async ({ bank, chan, wong }) => {
    const list = await bank.call<{ enrolments: { merchantId: string; status: string }[] }>('ITSI610003', {}, { token: chan });
    expect(list.data.enrolments).toEqual([expect.objectContaining({ merchantId: 'M2402', status: '2' })]);
  });

  it('shows each customer only their own enrolments', async ({ bank, wong, chan }) => {
    await bank.call('ITSI610002', ownBill(), { token: chan });
    const list = await bank.call<{ enrolments: unknown[] }>('ITSI610003', {}, { token: wong });
    expect(list.data.enrolments).toHaveLength(0);
  });

  it('deletes a record after 36 months without e-bill activity', async ({ bank, chan, wong }) => {
    const res = await bank.call('ITSI610002', ownBill(), { token: chan });
    await bank.call('ITSI900002', { advanceMs: 3 * DAY });
    await bank.call('ITSI900002', { advanceMs: 36 * 31 * DAY });
    chan = await bank.login('chan.taiman');
    expect(await statusOf(bank, chan, res.data.enrolment.referenceNo)).toBeUndefined();
  });
});
