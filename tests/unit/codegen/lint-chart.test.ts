// The chart rule on the mortgage and branch flows: charts read a list and numeric fields of its
// element, a money chart names its currency, a list's nearby reads numeric positions.
import { describe, expect, it } from 'vitest';
import { lintFlow, type Problem } from '../../../codegen/lint/index';
import { readFlow } from './helpers';

const CALCULATOR = 'flows/mortgage/understand-mortgage.json';
const BRANCHES = 'flows/branch/branch-net.json';
const RATE_HISTORY = 'flows/forex/rate-history.json';

function lintMutated(file: string, mutate: (flow: ReturnType<typeof readFlow>) => void): Problem[] {
  const flow = readFlow(file);
  mutate(flow);
  return lintFlow(file, flow);
}

const found = (problems: Problem[]) => problems.map((p) => `${p.rule} ${p.location}: ${p.message}`);

describe('chart rule', () => {
  it('accepts the real flows', () => {
    expect(found(lintMutated(CALCULATOR, () => {}))).toEqual([]);
    expect(found(lintMutated(BRANCHES, () => {}))).toEqual([]);
    expect(found(lintMutated(RATE_HISTORY, () => {}))).toEqual([]);
  });

  it('refuses a datetime x that is not a text, and a decimals path that leads nowhere', () => {
    const problems = lintMutated(RATE_HISTORY, (f) => {
      f.steps.history.charts[0].x.value = 'item.midMicros';
      f.steps.history.charts[0].decimals = 'loaded.history.history.decimal';
    });
    expect(found(problems)).toEqual([
      expect.stringMatching(/^chart steps\.history\.charts\[0\]\.decimals: path "loaded\.history\.history\.decimal"/),
      expect.stringMatching(/^chart steps\.history\.charts\[0\]\.x\.value: path "item\.midMicros" is (integer|number).*not a date-time text/),
    ]);
  });

  it('refuses a series that is not a field of the element', () => {
    const problems = lintMutated(CALCULATOR, (f) => {
      f.steps.result.charts[0].series[0].value = 'item.balanse';
    });
    expect(found(problems)).toEqual([expect.stringMatching(/^chart steps\.result\.charts\[0\]\.series\[0\]\.value: path "item\.balanse".*balance/)]);
  });

  it('refuses items that are not a list, a text series, and a money chart without currency', () => {
    const notList = lintMutated(CALCULATOR, (f) => {
      f.steps.result.charts[1].items = 'response.input.months';
    });
    expect(found(notList)).toEqual([expect.stringMatching(/^chart steps\.result\.charts\[1\]\.items: .*not a list/)]);
    const text = lintMutated(CALCULATOR, (f) => {
      f.steps.result.charts[1].items = 'response.input.years';
      f.steps.result.charts[1].series[0].value = 'item.year';
      f.steps.result.charts[0].x.value = 'item.balance';
      delete f.steps.result.charts[0].currency;
    });
    expect(found(text)).toEqual([expect.stringMatching(/charts\[0\]\.currency: a money chart names/)]);
  });

  it("refuses a nearby position that is not a number of the list's element", () => {
    const problems = lintMutated(BRANCHES, (f) => {
      f.steps.branches.nearby.latitude = 'item.address';
    });
    expect(found(problems)).toEqual([expect.stringMatching(/^chart steps\.branches\.nearby\.latitude: path "item\.address" is string, not a number/)]);
  });
});
