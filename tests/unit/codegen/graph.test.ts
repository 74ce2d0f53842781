// The product-owner diagram: steps, calls, and next edges with readable conditions.
import { describe, expect, it } from 'vitest';
import { flowPathsMarkdown, flowToMermaid } from '../../../codegen/graph';
import { flowPaths, pathKey } from '../../../codegen/replay/coverage';
import { summarizeLogic } from '../../../codegen/lib/logic-summary';
import { CREATE_FLOW, readFlow } from './helpers';

describe('flowToMermaid', () => {
  const diagram = flowToMermaid(readFlow(CREATE_FLOW));

  it('starts at start and ends after result steps', () => {
    expect(diagram.split('\n')).toEqual(
      expect.arrayContaining([
        'stateDiagram-v2',
        '  [*] --> input',
        '  input --> confirm',
        "  confirm --> received : response.confirm.transfer.status in ['0', '3']",
        '  confirm --> result : otherwise',
        '  confirm --> input : back',
        '  result --> [*]',
        '  received --> [*]',
        '  confirm : submits ITSI300001 after bound-device',
      ]),
    );
  });

  it('escapes characters Mermaid would read as syntax', () => {
    const flow = {
      start: 'a',
      steps: { a: { kind: 'form', next: [{ when: { '<': [{ var: 'data.a.x' }, 5] }, go: 'end' }, 'end'] }, end: { kind: 'result' } },
    };
    const text = flowToMermaid(flow);
    expect(text).toContain('  a --> step_end : data.a.x #lt; 5');
    expect(text).not.toMatch(/--> \w+ : .*[<>]/);
  });
});

describe('flowPathsMarkdown', () => {
  it('lists the paths the replay coverage checks, from the stages of the run', () => {
    const flow = readFlow(CREATE_FLOW);
    const lines = flowPathsMarkdown(flow).split('\n');
    expect(lines).toEqual(flowPaths(flow).map((p) => `- ${pathKey(p)}`));
    expect(lines).toContain('- input → confirm ✗ auth cancelled');
  });
});

describe('summarizeLogic', () => {
  it.each([
    [{ '<=': [{ var: 'data.input.amount' }, { var: 'data.input.fromAccount.available' }] }, 'data.input.amount ≤ data.input.fromAccount.available'],
    [{ and: [{ '==': [{ var: 'a' }, 1] }, { '!': { var: 'b' } }] }, '(a = 1) and not b'],
    [{ or: [{ '!!': { var: 'a' } }, { in: ['x', { var: 'list' }] }] }, "(a is set) or ('x' in list)"],
    [true, 'true'],
    [{ cat: ['a', { var: 'b' }] }, "cat('a', b)"],
  ])('%j -> %s', (rule, text) => {
    expect(summarizeLogic(rule)).toBe(text);
  });
});
