// The mutation score for flows (tests/mutation, docs/testing.md): the mutators make the kinds of
// change that matter to a bank, each one change and nothing else, the same ones on every run;
// the score tells the linter's catches from the fixtures' and keeps what survived.
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../engine/core/flow-types';
import { mutants, MUTANT_KINDS } from '../../../codegen/mutation/mutators';
import { scoreFlow, staleDeclarations, tally, type MutantResult } from '../../../codegen/mutation/score';
import { EQUIVALENT } from '../../../codegen/mutation/equivalent';
import { replayFixture } from '../../replay/replay';
import { checkProbes, pinned, schemaProbes } from '../../../codegen/mutation/boundaries';
import { flowsById } from '../../replay/flows';
import { fixtureFiles, loadFixtures } from '../../replay/load';
import { readFlows } from '../../../codegen/lib/flows';

// A small journey with one of everything a mutator looks for.
const flow = {
  id: 'sample.pay',
  version: 1,
  title: { $text: 'transfer' },
  login: true,
  start: 'input',
  steps: {
    input: {
      kind: 'form',
      route: '/sample/pay',
      schema: {
        type: 'object',
        required: ['amount'],
        properties: { amount: { type: 'integer', minimum: 1, maximum: 500 }, ref: { type: 'string', pattern: '^[A-Z]{3}$' } },
      },
      checks: [{ rule: { '<=': [{ var: 'data.input.amount' }, 400] }, field: 'amount', message: { $text: 'x' } }],
      next: 'confirm',
    },
    confirm: {
      kind: 'confirm',
      route: '/sample/pay',
      auth: 'mobile-token',
      verify: { bizType: 'transfer' },
      submit: { tx: 'ITSI300001', request: { amount: 'data.input.amount', currency: { const: 'HKD' }, ref: 'data.input.ref' } },
      next: [{ when: { '==': [{ var: 'response.confirm.status' }, '0'] }, go: 'pending' }, 'done'],
    },
    done: { kind: 'result', route: '/sample/done', buttons: [{ action: 'navigate', to: '/sample/pay', label: { $text: 'x' } }] },
    pending: { kind: 'result', route: '/sample/done' },
  },
} as unknown as Flow;

const options = {
  forms: { input: (flow.steps.input as unknown as { schema: Record<string, unknown> }).schema },
  transactions: ['ITSI300001', 'ITSI300002', 'ITSI300015'],
  routes: ['/sample/done', '/sample/other', '/sample/pay'],
};

describe('the mutators', () => {
  const made = mutants(flow, options);

  it('make every kind of change, each described in one line', () => {
    expect(new Set(made.map((m) => m.kind))).toEqual(new Set(MUTANT_KINDS));
    for (const m of made) expect(m.description).not.toContain('\n');
  });

  it('change the flow once, and never the flow they were given', () => {
    const original = JSON.stringify(flow);
    for (const m of made) expect(JSON.stringify(m.flow), m.description).not.toBe(original);
    expect(JSON.stringify(flow)).toBe(original);
    expect(made.map((m) => m.description)).toEqual(mutants(flow, options).map((m) => m.description));
  });

  it('weaken authentication only downwards, and take a code of the same family', () => {
    const weakened = made.filter((m) => m.kind === 'auth-weakened').map((m) => m.description);
    expect(weakened).toContain('steps.confirm.auth: mobile-token → sms-otp');
    expect(weakened.some((d) => d.includes('→ bound-device'))).toBe(false);
    expect(made.find((m) => m.kind === 'tx-changed')?.description).toBe('steps.confirm.submit.tx: ITSI300001 → ITSI300002');
  });

  it('loosen each bound by one, and send the confirmation\'s callers past it', () => {
    const loosened = made.filter((m) => m.kind === 'validation-loosened').map((m) => m.description);
    expect(loosened).toEqual(['steps.input.schema.properties.amount.minimum: 1 → 0', 'steps.input.schema.properties.amount.maximum: 500 → 501']);
    const removed = made.find((m) => m.kind === 'confirm-removed')!.flow as unknown as { steps: Record<string, { next?: unknown }> };
    expect(removed.steps.confirm).toBeUndefined();
    expect(removed.steps.input!.next).toBe('done');
  });
});

describe('the score', () => {
  it('tells the linter from the fixtures, and a dropped token is caught', async () => {
    const id = 'transfer.create';
    const file = readFlows().find((f) => (f.flow as Flow).id === id)!.file;
    const fixtures = loadFixtures(fixtureFiles()).flatMap((l) => (l.fixture?.flow === id ? [l.fixture] : []));
    const score = await scoreFlow({ flow: flowsById()[id]!, file, fixtures, routes: ['/mine/index', '/transfer-pay/transfer-record'] });
    expect(score.moneyMoving).toBe(true);
    const dropped = score.results.find((r) => r.description === 'steps.confirm.auth: bound-device removed')!;
    // Money moved without authentication: the linter refuses it before any fixture runs.
    expect(dropped.verdict).toBe('linter');
    const t = tally(score.results);
    expect(t.made).toBe(t.linter + t.fixture + t.survived);
    expect(t.fixture).toBeGreaterThan(0);
  }, 60_000);
});

describe('boundary probes', () => {
  const schema = {
    type: 'object',
    required: ['amount', 'ref'],
    properties: {
      amount: { type: 'integer', minimum: 1, maximum: 500 },
      ref: { type: 'string', pattern: '^[A-Z]{3}$' },
      note: { type: 'string', maxLength: 5 },
      lines: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'object', required: ['no'], properties: { no: { type: 'string', minLength: 2 } } } },
    },
  };
  const input = { amount: 100, ref: 'ABC', lines: [{ no: '12' }] };

  it('break each rule of a valid input once, one step past it', () => {
    const probes = schemaProbes(schema, input);
    const by = (rule: string) => probes.find((p) => p.rule === rule)?.input as Record<string, unknown> | undefined;
    expect(by('amount.required')).toEqual({ ref: 'ABC', lines: [{ no: '12' }] });
    expect(by('amount.minimum')!.amount).toBe(0);
    expect(by('amount.maximum')!.amount).toBe(501);
    expect(by('amount.integer')!.amount).toBe(100.5);
    expect(by('ref.pattern')!.ref).toBe('ABC!');
    // An optional text left empty is typed wrongly and too long.
    expect((by('note.maxLength')!.note as string).length).toBe(6);
    expect(by('lines.minItems')!.lines).toEqual([]);
    expect(by('lines.maxItems')!.lines).toHaveLength(3);
    expect(by('lines.0.no.minLength')!.lines).toEqual([{ no: '1' }]);
    expect(by('lines.0.no.required')!.lines).toEqual([{}]);
    // The input it was given is left as it was.
    expect(input).toEqual({ amount: 100, ref: 'ABC', lines: [{ no: '12' }] });
  });

  it('try the values a check reads, the schema still allowing them', () => {
    const checks = [{ rule: { '<=': [{ var: 'data.input.amount' }, { var: 'loaded.input.limit' }] }, field: 'amount', message: { en: 'Over the limit' } }];
    const [tries] = checkProbes('input', checks, schema, input, 'en');
    expect(tries!.map((p) => (p.input as { amount: number }).amount)).toEqual([500, 200, 101, 1, 99]);
    expect(tries!.every((p) => p.field === 'amount' && p.message === 'Over the limit')).toBe(true);
  });

  it('try the other values of a list, a field left out and the value of the other field a check reads', () => {
    const form = {
      type: 'object',
      required: ['receipt', 'from', 'to'],
      properties: {
        receipt: { type: 'string', enum: ['Y', 'N'] },
        name: { type: 'string' },
        // A currency refers to the one list: its values are tried too.
        from: { type: 'string', allOf: [{ enum: ['HKD', 'USD', 'CNY'] }] },
        to: { type: 'string' },
        endMonth: { type: 'string', pattern: '^20[0-9]{2}(0[1-9]|1[0-2])$' },
      },
    };
    const valid = { receipt: 'N', name: 'CHAN', from: 'HKD', to: 'USD', endMonth: '202612' };
    const checks = [
      { rule: { or: [{ '!=': [{ var: 'data.input.receipt' }, 'Y'] }, { var: 'data.input.name' }] }, field: 'name', message: { en: 'Name' } },
      { rule: { '!=': [{ var: 'data.input.from' }, { var: 'data.input.to' }] }, field: 'to', message: { en: 'Two currencies' } },
      { rule: { '>': [{ var: 'data.input.endMonth' }, '202611'] }, field: 'endMonth', message: { en: 'After the start' } },
    ];
    const [receipt, currencies, months] = checkProbes('input', checks, form, valid, 'en');
    const inputs = receipt!.map((p) => p.input);
    // The receipt asked for, and the name (not required) left out.
    expect(inputs).toContainEqual({ ...valid, receipt: 'Y' });
    expect(inputs).toContainEqual({ receipt: 'N', from: 'HKD', to: 'USD', endMonth: '202612' });
    // A required field is never left out.
    expect(inputs.some((i) => !('receipt' in i))).toBe(false);
    expect(currencies!.map((p) => p.input)).toContainEqual({ ...valid, from: 'USD' });
    expect(currencies!.map((p) => p.input)).toContainEqual({ ...valid, from: 'CNY' });
    // A month is moved by a month and a year, both ways.
    expect(months!.map((p) => (p.input as { endMonth?: string }).endMonth)).toEqual(expect.arrayContaining(['202611', '202512', '202701', '202712']));
  });

  it('make a text too long by one where its pattern still takes it, so only the length refuses it', () => {
    const form = { type: 'object', properties: { email: { type: 'string', maxLength: 20, pattern: '^\\w+@\\w+\\.[a-z]{2,5}$' } } };
    const probe = schemaProbes(form, { email: 'chan@example.com' }).find((p) => p.rule === 'email.maxLength')!;
    const email = (probe.input as { email: string }).email;
    expect(email).toHaveLength(21);
    expect(new RegExp(form.properties.email.pattern).test(email)).toBe(true);
  });

  it('pin the links of a page the journey stops on before its last one', async () => {
    const fixture = loadFixtures(fixtureFiles()).find((l) => l.fixture?.name === 'forex.exchange wrong transaction password then the right one (zh-TW)')?.fixture;
    expect(fixture).toBeDefined();
    const bare = { ...fixture!, steps: fixture!.steps.map((s) => ({ ...s, expect: s.expect && { ...s.expect, links: undefined } })) };
    const flow = flowsById()['forex.exchange']!;
    const pin = pinned(flow, bare);
    expect(pin.steps[0]!.expect!.links).toEqual(['/settings/float', '/forex/multiple-verify']);
    // A link moved on that page is seen by the replay.
    const moved = structuredClone(flow) as unknown as { steps: Record<string, { buttons: { to?: string }[] }> };
    moved.steps.verify!.buttons[0]!.to = '/settings/atm-service';
    expect((await replayFixture(pin)).ok).toBe(true);
    const result = await replayFixture(pin, { flows: { 'forex.exchange': moved as unknown as Flow } });
    expect(result.problems.join('\n')).toContain("the step's links are");
  });

  it('pin the authenticator a step asks for and the final page\'s links', async () => {
    const fixture = loadFixtures(fixtureFiles()).find((l) => l.fixture?.name === 'transfer.create same-bank happy path (en)')!.fixture!;
    const pin = pinned(flowsById()['transfer.create']!, { ...fixture, steps: fixture.steps.map(({ auth, ...s }) => (auth ? { ...s, auth: { method: auth.method } } : s)), outcome: { ...fixture.outcome, links: undefined } });
    expect(pin.steps.find((s) => s.auth)?.auth?.asked).toBe('bound-device');
    expect(pin.outcome.links).toContain('/transfer-pay/transfer-record');
  });
});

describe('equivalent mutants', () => {
  const result = (verdict: MutantResult['verdict']): MutantResult => ({ kind: 'check-removed', description: 'x', verdict });

  it('are left out of the score and counted apart', () => {
    const t = tally([result('linter'), result('fixture'), result('survived'), result('equivalent'), result('not-a-flow')]);
    expect(t).toEqual({ made: 4, linter: 1, fixture: 1, survived: 1, equivalent: 1, score: 66.7 });
  });

  it('each give a reason, and a declaration no mutant matches any more is reported', () => {
    for (const e of EQUIVALENT) expect(e.reason.length, e.description).toBeGreaterThan(40);
    const scores = [{ flowId: 'bill.pay-new', moneyMoving: true, fixtures: 1, results: [{ ...result('equivalent'), description: EQUIVALENT[0]!.description }] }];
    expect(staleDeclarations(scores)).toEqual(EQUIVALENT.filter((e) => e.flow === 'bill.pay-new').slice(1).map((e) => `${e.flow}: ${e.description}`));
  });

  it('are judged equivalent only while they survive', async () => {
    const id = 'payment-authorize.modify';
    const file = readFlows().find((f) => (f.flow as Flow).id === id)!.file;
    const fixtures = loadFixtures(fixtureFiles()).flatMap((l) => (l.fixture?.flow === id ? [l.fixture] : []));
    const score = await scoreFlow({ flow: flowsById()[id]!, file, fixtures, routes: ['/transfer-pay/payment-authorize-index'] });
    const pattern = score.results.find((r) => r.description === 'steps.modify.schema.properties.expiryDate.pattern removed')!;
    expect(pattern.verdict).toBe('equivalent');
    expect(pattern.reason).toContain('format');
    // Its neighbours are not declared: the expiry date's mapping is caught by a recorded fixture.
    expect(score.results.find((r) => r.description === 'steps.confirm.submit.request.expiryDate removed')!.verdict).toBe('fixture');
  }, 60_000);
});
