// @vitest-environment jsdom
// A rule a product owner adds in the visual editor holds for the customer as the bank counts it.
// The QR collection journey gains a note of at most 20 characters with its message, through the
// visual editor's own mapping (form-fields.ts); the text is linted and compiled as publishing
// does (the registry's check and bundle), and the published module is what the customer's run
// gets. A 21st character is kept in the box, so the engine's check refuses it with the owner's
// message (an input that cut it off would leave the customer a note shortened without a word);
// 20 characters are accepted counted as the validators count them, by character, also with a
// Hong Kong supplementary character (two UTF-16 units, which an HTML maxlength counts as two).
import '../widgets/dom-stubs';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView, type EngineKit } from '../../../engine/react';
import { addField, setFieldText, setRule, setRuleMessage, type Locale, type Obj } from '../../../app/sandbox/studio/visual/form-fields';
import { deps, kit } from './step-kit';

const FLOW = 'flows/qr/qrcode-collection.json';
const MESSAGE: Record<Locale, string> = { 'zh-TW': '備註最多 20 個字', 'zh-CN': '备注最多 20 个字', en: 'A note has at most 20 characters' };
const LABEL: Record<Locale, string> = { 'zh-TW': '備註', 'zh-CN': '备注', en: 'Note to payer' };
const account = { accountId: 'AC1', accountNo: '20139810527319', accountType: '01', currency: 'HKD', balance: 1000, available: 1000, productName: { 'zh-TW': '港元儲蓄賬戶', 'zh-CN': '港元储蓄账户', en: 'HKD Savings Account' } };

/** The journey as the product owner leaves it: a note with its label, a maximum of 20 and its message. */
function edited(): string {
  const flow = JSON.parse(fs.readFileSync(FLOW, 'utf8')) as { steps: Record<string, Obj> };
  let step = addField(flow.steps.input!, 'note', 'text');
  for (const locale of Object.keys(LABEL) as Locale[]) step = setFieldText(step, 'note', 'label', locale, LABEL[locale]);
  step = setRule(step, 'note', 'maximum', 20);
  for (const locale of Object.keys(MESSAGE) as Locale[]) step = setRuleMessage(step, 'note', 'maxLength', locale, MESSAGE[locale]);
  flow.steps.input = step;
  return JSON.stringify(flow, null, 2);
}

let dir: string;
let published: { flow: Flow; formValidators: EngineKit['forms'] };

beforeAll(async () => {
  // Inside the project (data/ is not kept), where the test runner imports modules from.
  fs.mkdirSync('data', { recursive: true });
  dir = fs.mkdtempSync(path.join('data', 'published-rule-'));
  fs.writeFileSync(path.join(dir, 'flow.json'), edited());
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/unit/engine/publish-edited.ts', FLOW, path.join(dir, 'flow.json'), '2', dir], { encoding: 'utf8' });
  const { problems, entry } = JSON.parse(out) as { problems: unknown[]; entry?: string };
  expect(problems).toEqual([]);
  published = await import(/* @vite-ignore */ path.resolve(dir, entry!));
}, 60_000);
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function open() {
  const call = vi.fn<EngineDeps['call']>(async (code) => (code === 'ITSI310010' ? { registered: true, registrations: [], accounts: [account] } : { registered: false }));
  const run = new FlowRun(published.flow, { ...deps(call), formValidators: published.formValidators as unknown as EngineDeps['formValidators'] });
  await act(() => run.start());
  render(
    <EngineKitContext.Provider value={{ ...kit(), forms: published.formValidators }}>
      <FlowStepView run={run} />
    </EngineKitContext.Provider>,
  );
  act(() => run.setField('account', { accountId: account.accountId, accountNo: account.accountNo, currency: 'HKD', available: 1000 }));
  return { run, call, note: screen.getByLabelText('Note to payer') as HTMLInputElement };
}

const submitted = (call: ReturnType<typeof vi.fn>) => call.mock.calls.some(([code]) => code === 'ITSI310003');

describe('a maximum added in the visual editor, on the published step', () => {
  it('keeps a 21st character and refuses it with the owner\'s message, sending nothing', async () => {
    const { call, note } = await open();
    await userEvent.type(note, 'x'.repeat(21));
    expect(note.value).toHaveLength(21);
    await userEvent.click(screen.getByRole('button', { name: 'Create QR code' }));
    expect(await screen.findByText(MESSAGE.en)).toBeTruthy();
    expect(submitted(call)).toBe(false);
  });

  it('accepts 20 characters counted by character, a supplementary one included', async () => {
    const { run, call, note } = await open();
    // 𠝹 (HKSCS, outside the basic plane) is one character and two UTF-16 units.
    const text = `𠝹${'x'.repeat(19)}`;
    await userEvent.type(note, text);
    expect(note.value).toBe(text);
    await userEvent.click(screen.getByRole('button', { name: 'Create QR code' }));
    await vi.waitFor(() => expect(submitted(call)).toBe(true));
    expect(run.fieldErrors).toEqual({});
  });
});
