// The linter on the verification hub's pieces: a verification step says what it verifies (a
// known bizType or known modes), names only known modes; its response (what was verified and
// the ticket) may be read by later steps and nothing else of it; a share-bill button names the
// record it shares.
import { describe, expect, it } from 'vitest';
import { lintFlow } from '../../../codegen/lint/index';
import { readFlow } from './helpers';

const INDEX = 'flows/verification/verification-index.json';
const REMITTANCE = 'flows/transfer/mainland-remittance.json';

type FlowJson = ReturnType<typeof readFlow> & { steps: Record<string, Record<string, unknown>> };

function lint(file: string, mutate: (flow: FlowJson) => void): string[] {
  const flow = readFlow(file) as FlowJson;
  mutate(flow);
  return lintFlow(file, flow).map((p) => `${p.rule} ${p.location}: ${p.message}`);
}

describe('the verification step', () => {
  it('as written has no problems', () => {
    expect(lint(INDEX, () => undefined)).toEqual([]);
  });

  it('refuses an unknown constant bizType, unknown modes and a step that says neither', () => {
    expect(lint(INDEX, (f) => (f.steps.verify!.bizType = { const: 'lottery' }))).toEqual([
      expect.stringMatching(/^verify-step steps\.verify\.bizType: bizType "lottery" is not in vocabulary\.json/),
    ]);
    expect(lint(INDEX, (f) => (f.steps.verify!.theMods = { const: '["pin"]' }))).toEqual([expect.stringMatching(/^verify-step steps\.verify\.theMods: theMods must be a list of/)]);
    expect(
      lint(INDEX, (f) => {
        delete f.steps.verify!.bizType;
        delete f.steps.verify!.theMods;
      }),
    ).toEqual([expect.stringMatching(/^verify-step steps\.verify: a verification step needs a bizType or theMods/)]);
    expect(lint(INDEX, (f) => ((f.steps.verify!.modeNames as Record<string, unknown>).pin = { 'zh-TW': '密碼', 'zh-CN': '密码', en: 'PIN' }))).toEqual([
      expect.stringMatching(/^verify-step steps\.verify\.modeNames\.pin: "pin" is not a verification mode/),
    ]);
  });

  it('its response is readable (what was verified, the ticket), nothing else of it', () => {
    const field = (value: string) => ({ label: { 'zh-TW': '票', 'zh-CN': '票', en: 'Ticket' }, value });
    expect(lint(INDEX, (f) => (f.steps.done!.fields as unknown[]).push(field('response.verify.theMods'), field('response.verify.verified')))).toEqual([]);
    expect(lint(INDEX, (f) => (f.steps.done!.fields as unknown[]).push(field('response.verify.secret')))).toEqual([
      expect.stringMatching(/^unknown-field steps\.done\.fields\[1\]\.value: path "response\.verify\.secret"/),
    ]);
  });
});

describe('share-bill', () => {
  it('names the kind of record and its id', () => {
    const buttons = (f: FlowJson) => f.steps.done!.buttons as Record<string, unknown>[];
    expect(lint(REMITTANCE, () => undefined)).toEqual([]);
    expect(lint(REMITTANCE, (f) => (buttons(f)[1]!.query = { id: 'response.confirm.remittance.remittanceId' }))).toEqual([
      expect.stringMatching(/^unknown-action steps\.done\.buttons\[1\]\.query: action "share-bill" needs query\.kind/),
    ]);
    expect(lint(REMITTANCE, (f) => (buttons(f)[1]!.query = { kind: { const: 'lottery' }, id: 'response.confirm.remittance.remittanceId' }))).toHaveLength(1);
  });
});
