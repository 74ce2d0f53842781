// form-plan: the linter refuses a form the form layer cannot draw, at the property that cannot
// be drawn, with the layer's own reason (the same planning function, engine/react/form-plan.ts).
import { describe, expect, it } from 'vitest';
import { lintFlow } from '../../../codegen/lint/index';
import { brokenFixture, readFlow } from './helpers';

const FILE = brokenFixture('form-plan');
const planProblems = (mutate: (flow: ReturnType<typeof readFlow>) => void = () => undefined) => {
  const flow = readFlow(FILE);
  mutate(flow);
  return lintFlow(FILE, flow)
    .filter((p) => p.rule === 'form-plan')
    .map((p) => `${p.location}: ${p.message}`);
};

describe('form-plan', () => {
  it('refuses a number with no widget', () => {
    expect(planProblems()).toEqual(['steps.input.schema.properties.rate: the form layer cannot draw this form: rate: no widget for a number']);
  });

  it('refuses a oneOf inside a list entry, at its path', () => {
    const problems = planProblems((f) => {
      delete f.steps.input.schema.properties.rate;
    });
    expect(problems).toEqual(['steps.input.schema.properties.payees.items.properties.kind: the form layer cannot draw this form: payees.items.kind: oneOf is not laid out by the form layer']);
  });

  it('refuses a conditional on the form itself', () => {
    const problems = planProblems((f) => {
      f.steps.input.schema = { type: 'object', properties: { note: { type: 'string' } }, if: { required: ['note'] }, then: {} };
      f.steps.input.fields = { note: f.steps.input.fields.rate };
    });
    expect(problems).toEqual(['steps.input.schema: the form layer cannot draw this form: the form: if is not laid out by the form layer']);
  });

  it('accepts the form once every value has a widget', () => {
    expect(
      planProblems((f) => {
        f.steps.input.ui = { rate: { 'ui:widget': 'slider' } };
        delete f.steps.input.schema.properties.payees.items.properties.kind.oneOf;
        f.steps.input.schema.properties.payees.items.properties.kind.type = 'string';
      }),
    ).toEqual([]);
  });
});
