// The bank checks again what the owner's form checks (docs/publishing.md, "The bank checks the
// form's rules too"): a version that tightens a rule on a field the transfer request takes from
// the form (the payee's name at most 20 characters, HKD 5,000.00 at most, notes of letters and
// digits only) refuses a request forged past the browser with E000000422, names the field, audits
// it and posts nothing; the same request within the rule passes; a run on the earlier version is
// judged by that version's rules; a code that moves no money is checked the same way when its
// request names a version, and meets the contract alone when it names none or one the bank
// never published.
import fs from 'node:fs';
import { expect } from 'vitest';
import type { AppContext } from '../../../../../../server/context.js';
import { OWN_BANK_CODE } from '../../../../../../server/config.js';
import { publish, saveDraft } from '../../../../../../server/services/bank/flow-registry/registry.js';
import { compileFormRules, breachOf } from '../../../../../../server/services/bank/flow-registry/form-rules.js';
import { approve } from '../../../support/approvals-helper.js';
import { it } from '../../../support/fixtures.js';
import { account, idempotencyKey, type Bank } from '../../../support/helpers.js';

const PATH = 'flows/transfer/transfer-create.json';
const FLOW_ID = 'transfer.create';
const baseline = fs.readFileSync(PATH, 'utf8');
const form = JSON.parse(fs.readFileSync('schemas/forms/transfer-input.json', 'utf8')) as { properties: Record<string, any> };

/** The transfer journey with its input form's schema written in the flow, tightened by `tighten`. */
function tightened(tighten: (properties: Record<string, any>) => void): string {
  const schema = structuredClone(form);
  tighten(schema.properties);
  // Written in the flow, the schema's own references are relative to the flow's file.
  const inline = JSON.stringify(schema).replaceAll('"../entities/', '"../../schemas/entities/');
  const text = baseline.replace(/"schema": \{\s*"\$ref": "\.\.\/\.\.\/schemas\/forms\/transfer-input\.json"\s*\}/, `"schema": ${inline}`);
  if (text === baseline) throw new Error('the input step no longer refers to transfer-input.json');
  return text;
}

/** Publishes the text as a new version (two approvers: a form change); its `<id>@<n>#<hash>`. */
async function published(ctx: AppContext, text: string): Promise<string> {
  const made = await saveDraft(ctx, { path: PATH, text, author: 'author.one' });
  if (!made.ok) throw new Error(`draft refused: ${JSON.stringify(made.problems)}`);
  await approve(ctx, FLOW_ID, made.version.number);
  const done = await publish(ctx, FLOW_ID, made.version.number, 'approver.one');
  if (!done.ok) throw new Error(`not published: ${JSON.stringify(done)}`);
  return `${FLOW_ID}@${made.version.number}#${made.version.hash}`;
}

const V2 = tightened((p) => {
  p.payee.properties.name.maxLength = 20;
  p.amount.maximum = 5000_00;
  p.notes.pattern = '^[A-Za-z0-9 ]{0,20}$';
});
const V3 = tightened((p) => {
  p.payee.properties.name.maxLength = 10;
});

type Order = { name?: string; amount?: number; notes?: string };

function sender(bank: Bank, token: string, auth: () => object, from: string, payeeAccountNo: string) {
  return (flow: string | undefined, order: Order = {}) =>
    bank.call(
      'ITSI300001',
      {
        fromAccountId: from,
        payee: { bankCode: OWN_BANK_CODE, accountNo: payeeAccountNo, name: order.name ?? 'WONG SIU MING' },
        currency: 'HKD',
        amount: order.amount ?? 100_00,
        ...(order.notes !== undefined ? { notes: order.notes } : {}),
        idempotencyKey: idempotencyKey(),
        auth: auth(),
      },
      { token, ...(flow ? { flow } : {}) },
    );
}

const LONG_NAME = 'WONG SIU MING FOR RENT'; // 22 characters: within the contract's 140
const MID_NAME = 'WONG SIU MING RENT'; // 18 characters

it('refuses a forged request past a published version’s tightened rules, names the field, audits it and posts nothing', async ({ bank, chan, hkd, wongHkd, auth }) => {
  const ctx = bank.app.bank;
  const v2 = await published(ctx, V2);
  const send = sender(bank, chan, auth, hkd.accountId, wongHkd.accountNo);

  for (const [order, field, label] of [
    [{ name: LONG_NAME }, 'payee.name', 'Payee name'],
    [{ amount: 5000_01 }, 'amount', 'Amount'],
    [{ notes: 'rent/march' }, 'notes', 'Personal notes'],
  ] as const) {
    const answer = await send(v2, order);
    expect(answer.header).toEqual({ responseCode: 'E000000422', responseMessage: `${label} does not meet the requirements of this page. Please go back, correct it and try again.` });
    expect(answer.data).toEqual({ field });
  }
  // In the customer's language, with the field's label as the definition gives it.
  const zh = await bank.call('ITSI300001', { fromAccountId: hkd.accountId, payee: { bankCode: OWN_BANK_CODE, accountNo: wongHkd.accountNo, name: LONG_NAME }, currency: 'HKD', amount: 100, idempotencyKey: idempotencyKey(), auth: auth() }, { token: chan, flow: v2, locale: 'zh_TW' });
  expect(zh.header.responseMessage).toBe('「收款人名稱」不符合此頁面的要求，請返回修改後再試。');

  // Nothing posted: the balance and the list of transfers are as they were.
  expect((await account(bank, chan, '01', 'HKD')).balance).toBe(hkd.balance);
  const posted = await ctx.store.db.selectFrom('transfers').select(['id']).execute();
  expect(posted).toEqual([]);
  const events = await ctx.store.db.selectFrom('auth_events').select(['detail']).where('event', '=', 'form-rule-refused').execute();
  expect(events.map((e) => JSON.parse(String(e.detail)).field)).toEqual(['payee.name', 'amount', 'notes', 'payee.name']);
  expect(JSON.parse(String(events[0]!.detail))).toMatchObject({ code: 'ITSI300001', flow: v2 });

  // The same request within the owner's rules passes.
  for (const order of [{ name: 'WONG SIU MING' }, { amount: 5000_00 }, { notes: 'rent march' }]) {
    expect((await send(v2, order)).header.responseCode).toBe('00000');
  }
}, 120_000);

it('judges a run on the earlier version by that version’s rules, and the build’s by the build’s', async ({ bank, chan, hkd, wongHkd, auth }) => {
  const ctx = bank.app.bank;
  const v2 = await published(ctx, V2);
  const v3 = await published(ctx, V3);
  const send = sender(bank, chan, auth, hkd.accountId, wongHkd.accountNo);
  // 18 characters: within version 2's 20, over version 3's 10.
  expect((await send(v3, { name: MID_NAME })).header.responseCode).toBe('E000000422');
  expect((await send(v2, { name: MID_NAME })).header.responseCode).toBe('00000');
  // The build's definition has no such limit (the contract's 140 and the form's pattern).
  expect((await send(undefined, { name: LONG_NAME, amount: 6000_00 })).header.responseCode).toBe('00000');
}, 120_000);

it('checks a code that moves no money by the version its request names; one that names none, or an unknown one, meets the contract alone', async ({ bank, chan }) => {
  const ctx = bank.app.bank;
  const feedback = fs.readFileSync('flows/settings/feedback.json', 'utf8');
  const text = feedback.replace('"minLength": 10,\n            "maxLength": 1000', '"minLength": 10,\n            "maxLength": 200');
  if (text === feedback) throw new Error('the feedback form no longer has its 1000 characters');
  const made = await saveDraft(ctx, { path: 'flows/settings/feedback.json', text, author: 'author.one' });
  if (!made.ok) throw new Error(`draft refused: ${JSON.stringify(made.problems)}`);
  await approve(ctx, 'settings.feedback', made.version.number);
  expect((await publish(ctx, 'settings.feedback', made.version.number, 'approver.one')).ok).toBe(true);
  const v2 = `settings.feedback@${made.version.number}#${made.version.hash}`;
  const send = (flow: string | null, length: number) => bank.call('ITSI170045', { category: 'app', message: 'x'.repeat(length) }, { token: chan, flow });

  const over = await send(v2, 201);
  expect(over.header.responseCode).toBe('E000000422');
  expect(over.data).toEqual({ field: 'message' });
  expect((await send(v2, 200)).header.responseCode).toBe('00000');
  // The bank's own API clients name no definition: the contract's 1000 characters.
  expect((await send(null, 201)).header.responseCode).toBe('00000');
  // A name the bank never published, for a code that moves no money: recorded, and the contract decides.
  expect((await send('settings.feedback@9#0123456789abcdef', 201)).header.responseCode).toBe('00000');
  const unknown = await ctx.store.db.selectFrom('auth_events').select(['detail']).where('event', '=', 'flow-definition-unknown').execute();
  expect(unknown.map((e) => JSON.parse(String(e.detail)))).toEqual([{ code: 'ITSI170045', flow: 'settings.feedback@9#0123456789abcdef' }]);
}, 120_000);

it('maps only direct form fields, and passes a request any step that submits the code would send', () => {
  const flow = {
    id: 'x',
    version: 1,
    steps: {
      a: { kind: 'form', schema: { type: 'object', properties: { n: { type: 'string', maxLength: 3 }, m: { type: 'integer', maximum: 5 } } } },
      b: { kind: 'form', schema: { type: 'object', properties: { n: { type: 'string', maxLength: 6 } } } },
      sa: { kind: 'confirm', submit: { tx: 'T1', request: { 'p.n': 'data.a.n', m: { logic: { '+': [{ var: 'data.a.m' }, 10] } }, c: { const: 99 } } } },
      sb: { kind: 'confirm', submit: { tx: 'T1', request: { 'p.n': 'data.b.n' } } },
    },
  };
  const rules = compileFormRules(flow, PATH);
  expect(rules.get('T1')!.map((step) => step.map((r) => `${r.target}<-${r.stepId}.${r.field}`))).toEqual([['p.n<-a.n'], ['p.n<-b.n']]);
  expect(breachOf(rules.get('T1'), { p: { n: 'abcd' }, m: 15, c: 99 })).toBeUndefined(); // step b's 6 allows it
  expect(breachOf(rules.get('T1'), { p: { n: 'abcdefg' } })).toEqual({ target: 'p.n', field: 'n' });
  expect(breachOf(rules.get('T1'), {})).toBeUndefined(); // left out: the contract's to require
});
