// Each linter rule catches its mistake: a small broken fixture per rule (reported with that
// rule only, and the fixture's file name), plus variations made by breaking a real flow.
import { describe, expect, it } from 'vitest';
import { RULES, formatProblem, lintFiles, lintFlow, type Problem } from '../../../codegen/lint/index';
import { defaultFlowFiles } from '../../../codegen/lib/flows';
import { CREATE_FLOW, RECORD_FLOW, brokenFixture, readFlow } from './helpers';

const rulesOf = (problems: Problem[]): string[] => [...new Set(problems.map((p) => p.rule))];

describe('real flows', () => {
  it('have no problems', () => {
    const files = defaultFlowFiles();
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(lintFiles(files).map(formatProblem)).toEqual([]);
  });
});

describe.each(RULES.map((r) => r.id))('broken/%s.json', (rule) => {
  it(`is reported as [${rule}] only, with its file name`, () => {
    const problems = lintFiles([brokenFixture(rule)]);
    expect(problems.length).toBeGreaterThan(0);
    expect(rulesOf(problems)).toEqual([rule]);
    for (const p of problems) {
      expect(p.file).toBe(`tests/unit/codegen/broken/${rule}.json`);
      expect(formatProblem(p)).toMatch(new RegExp(`^tests/unit/codegen/broken/${rule}\\.json: \\S.*: .+ \\[${rule}\\]$`));
    }
  });
});

/** Lints a mutated copy of a real flow (kept at its real path, so its $refs still resolve). */
function lintMutated(file: string, mutate: (flow: ReturnType<typeof readFlow>) => void): Problem[] {
  const flow = readFlow(file);
  mutate(flow);
  return lintFlow(file, flow);
}

function expectOnly(problems: Problem[], rule: string, location: string, message: RegExp): void {
  expect(problems.map((p) => `${p.rule} ${p.location}`)).toEqual([`${rule} ${location}`]);
  expect(problems[0]!.message).toMatch(message);
  expect(problems[0]!.file).toMatch(/^flows\/transfer\/transfer-(create|record)\.json$/);
}

describe('rules on a broken copy of a real flow', () => {
  it('schema: reports the instance path and a readable reason', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.confirm.fields[0].value = 7;
    });
    expectOnly(problems, 'schema', 'steps.confirm.fields[0].value', /must be string or object/);
  });

  it('schema: a wrong enum lists the allowed values', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.result.template = 'great';
    });
    expectOnly(problems, 'schema', 'steps.result.template', /"success", "pending", "failure"/);
  });

  it('unknown-property: a confirm step may not carry a form schema', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.confirm.schema = { type: 'object' };
    });
    expectOnly(problems, 'unknown-property', 'steps.confirm.schema', /not a property of a confirm step/);
  });

  it('missing-step: start', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.start = 'begin';
    });
    expect(problems.find((p) => p.rule === 'missing-step')).toMatchObject({ location: 'start' });
  });

  it('missing-step: a branch go', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.confirm.next[0].go = 'recieved';
    });
    // 'received' is then also unreachable
    expect(problems.map((p) => `${p.rule} ${p.location}`).sort()).toEqual([
      'missing-step steps.confirm.next[0].go',
      'unreachable-step steps.received',
    ]);
  });

  it('missing-step: a backTo route is not a step id', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.confirm.backTo = '/transfer-pay/transfer-create';
    });
    expect(problems).toEqual([]);
  });

  it('unreachable-step: a step nobody goes to', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.input.next = 'result';
    });
    expect(problems.map((p) => `${p.rule} ${p.location}`).sort()).toEqual([
      // confirm (and so received) can no longer be reached; result's data paths still are fine
      'unreachable-step steps.confirm',
      'unreachable-step steps.received',
    ]);
  });

  it('missing-translation: a form field of the referenced schema without a label', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      delete f.steps.input.fields.notes;
    });
    expectOnly(problems, 'missing-translation', 'steps.input.fields', /"notes" has no label/);
  });

  it('missing-translation: a select label in a list filter', () => {
    const problems = lintMutated(RECORD_FLOW, (f) => {
      delete f.steps.list.filter.ui.status['ui:options'].labels['3']['zh-CN'];
    });
    expectOnly(problems, 'missing-translation', 'steps.list.filter.ui.status["ui:options"].labels["3"]', /lacks zh-CN/);
  });

  it('unknown-widget: in a list filter', () => {
    const problems = lintMutated(RECORD_FLOW, (f) => {
      f.steps.list.filter.ui.startDate['ui:widget'] = 'calendar';
    });
    expectOnly(problems, 'unknown-widget', 'steps.list.filter.ui.startDate["ui:widget"]', /"calendar"/);
  });

  it('unknown-action: a button action', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.result.buttons[1].action = 'tweet';
    });
    expectOnly(problems, 'unknown-action', 'steps.result.buttons[1].action', /"tweet"/);
  });

  it('unknown-action: a continue button on a step with nowhere to go', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.result.buttons[1].action = 'continue';
    });
    expectOnly(problems, 'unknown-action', 'steps.result.buttons[1].action', /"continue".*no/);
  });

  it('unknown-transaction: a submit code without a contract', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.confirm.submit.tx = 'ITSI399999';
    });
    expectOnly(problems, 'unknown-transaction', 'steps.confirm.submit.tx', /ITSI399999/);
  });

  it("unauthenticated-money: auth 'none' on a money-moving submit", () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.confirm.auth = 'none';
    });
    expectOnly(problems, 'unauthenticated-money', 'steps.confirm.auth', /moves money/);
  });

  it('unauthenticated-money: a money-moving submit without idempotent', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      delete f.steps.confirm.submit.idempotent;
    });
    expectOnly(problems, 'unauthenticated-money', 'steps.confirm.submit.idempotent', /idempotent/);
  });

  it('bad-path: a submit mapping reading a step that does not exist', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.confirm.submit.request.amount = 'data.inptu.amount';
    });
    expectOnly(problems, 'bad-path', 'steps.confirm.submit.request.amount', /no step "inptu"/);
  });

  it('bad-path: list items loaded into a key the step does not load', () => {
    const problems = lintMutated(RECORD_FLOW, (f) => {
      f.steps.list.items = 'loaded.list.record.records';
    });
    expectOnly(problems, 'bad-path', 'steps.list.items', /not "record"/);
  });

  it('paging: paging names a load the list does not have', () => {
    const problems = lintMutated(RECORD_FLOW, (f) => {
      f.steps.list.paging.load = 'rows';
    });
    expectOnly(problems, 'paging', 'steps.list.paging.load', /"rows" is not the "into" of a load/);
  });

  it('bad-path: a condition reading response of an unknown step', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.confirm.next[0].when.in[0].var = 'response.confrim.transfer.status';
    });
    expectOnly(problems, 'bad-path', 'steps.confirm.next[0].when.in[0].var', /no step "confrim"/);
  });

  it('message-field: a message for a field the referenced schema does not have', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.input.messages['payee.nmae.pattern'] = f.steps.input.messages['payee.name.pattern'];
    });
    expectOnly(problems, 'message-field', 'steps.input.messages["payee.nmae.pattern"]', /"payee.nmae"/);
  });

  it('call-action: a call button on a result step, which shows nothing to reload', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.result.buttons.push({ action: 'call', label: { 'zh-TW': '全部', 'zh-CN': '全部', en: 'All' }, tx: 'ITSI110003' });
    });
    expectOnly(problems, 'call-action', `steps.result.buttons[${readFlow(CREATE_FLOW).steps.result.buttons.length}].action`, /list or detail step shows; this step is "result"/);
  });

  it('unknown-form-ref: a $ref to a missing file', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.input.schema.$ref = '../../schemas/forms/transfer-inputs.json';
    });
    // without its schema the form's fields cannot be checked, so this is the only report
    expectOnly(problems, 'unknown-form-ref', 'steps.input.schema.$ref', /no such file schemas\/forms\/transfer-inputs\.json/);
  });

  it('unknown-form-ref: a $ref into a file at a pointer that does not exist', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.input.schema.$ref = '../../schemas/forms/transfer-input.json#/definitions/Nothing';
    });
    expectOnly(problems, 'unknown-form-ref', 'steps.input.schema.$ref', /nothing at #\/definitions\/Nothing/);
  });
});
