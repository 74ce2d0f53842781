// @vitest-environment jsdom
// The studio's impact review (app/sandbox/studio/ImpactReview.tsx) from the bank's answer: the
// money changes first, each changed step before and after (a preview of its own each), the
// graph with the changes marked in words, the fixtures with where they break, the sizes against
// the budget; in the studio's language. The previews themselves are the real engine's in
// Chromium (tests/e2e/impact-review.spec.ts); here they are stand-ins that show what they got.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { Impact } from '../../../app/sandbox/studio/impact-types';

const impact: Impact = {
  flowId: 'demo.flow',
  class: 'money',
  before: { number: 1, baseline: true, flow: flow(1, 'ITSI300001'), forms: {}, graph: graph(['input', 'confirm']) },
  after: { number: 4, baseline: false, flow: flow(4, 'ITSI300009', true), forms: {}, graph: graph(['input', 'confirm', 'check']) },
  steps: [
    { id: 'confirm', change: 'changed', class: 'money' },
    { id: 'check', change: 'added', class: 'structure' },
  ],
  other: [],
  money: [{ path: 'steps.confirm.submit.tx', before: 'ITSI300001', after: 'ITSI300009' }],
  marked: { steps: ['confirm', 'check'], edges: [{ from: 'confirm', to: 'check', label: '', kind: 'next' }], removedEdges: [] },
  fixtures: [
    { name: 'happy path', file: 'tests/fixtures/a.json', result: 'broke', before: 'passed', at: { entry: 1, step: 'confirm', runStep: 'confirm' }, problems: ['steps[1] (confirm): ITSI300009 request #1 matches no declared call'] },
    { name: 'load fails', file: 'tests/fixtures/b.json', result: 'passed', before: 'passed', problems: [] },
  ],
  sizes: { before: { source: 'build', bytes: 9300, pageBytes: 219_000 }, after: { source: 'compiled', bytes: 10_200, pageBytes: 220_000 }, budgetBytes: 250_000, overBudget: false },
};

function flow(version: number, tx: string, withCheck = false) {
  const steps: Record<string, unknown> = { input: { kind: 'form', next: 'confirm' }, confirm: { kind: 'confirm', submit: { tx } } };
  if (withCheck) steps.check = { kind: 'result' };
  return { id: 'demo.flow', version, start: 'input', steps } as unknown as Impact['after']['flow'];
}

function graph(ids: string[]) {
  return {
    nodes: ids.map((id, i) => ({ id, kind: 'form', start: i === 0, title: { en: id }, loads: [] })),
    edges: ids.slice(1).map((id, i) => ({ from: ids[i]!, to: id, label: '', kind: 'next' as const })),
  };
}

vi.mock('../../../app/sandbox/studio/studio-api', () => ({
  studioApi: {
    impact: vi.fn(async () => impact),
    flow: vi.fn(async () => ({ path: 'flows/demo/flow.json', text: '{}', fixtures: [] })),
  },
}));
vi.mock('../../../app/sandbox/studio/built-forms', () => ({ builtForms: async () => ({}), builtFor: () => ({}) }));
vi.mock('../../../app/sandbox/studio/StepPreview', () => ({
  StepPreview: (p: { idPrefix: string; stepId: string; flow: { version: number } }) => <p data-testid="preview">{`${p.idPrefix}: ${p.stepId} of version ${p.flow.version}`}</p>,
}));

const { ImpactReview } = await import('../../../app/sandbox/studio/ImpactReview');

describe('the impact review', () => {
  it('shows the money change first, each step before and after, the marked graph, the fixtures and the sizes', async () => {
    render(<ImpactReview locale="en" flowId="demo.flow" path="flows/demo/flow.json" number={4} />);
    const review = await screen.findByRole('region', { name: 'Impact of version 4 against version 1 (in the app build)' });
    const sections = within(review).getAllByRole('region');
    // The money change is the first thing read, with its values.
    expect(sections[0]).toHaveAccessibleName('⚠ Transaction codes, authentication and factors');
    expect(sections[0]).toHaveTextContent('steps.confirm.submit.tx: before "ITSI300001", after "ITSI300009"');

    const previews = within(review).getAllByTestId('preview').map((p) => p.textContent);
    expect(previews).toEqual(['studio-impact-4-before-confirm: confirm of version 1', 'studio-impact-4-after-confirm: confirm of version 4', 'studio-impact-4-after-check: check of version 4']);
    const added = within(review).getByRole('region', { name: 'Step check: new step (steps or paths)' });
    expect(added).toHaveTextContent('Before: version 1 (in the app build)Not in this version.');

    // The marks are words, in the step's button name and on the path, and the legend describes the graph.
    const graph = within(review).getByRole('group', { name: /Graph of version 4/ });
    expect(graph).toHaveAccessibleDescription(/Steps marked ◆ changed/);
    // (jsdom names an SVG button by its title only: its text is read here, Chromium's name in the e2e test.)
    expect(within(graph).getAllByRole('button').map((b) => b.textContent)).toEqual(['input · form · start input', 'confirm · form ◆ changed confirm', 'check · form ◆ changed check']);
    expect(graph).toHaveTextContent('◆ new path');
    expect(review).toHaveTextContent('New or changed paths: confirm → check');

    const rows = within(review).getAllByRole('row');
    expect(rows.find((r) => r.textContent?.startsWith('happy path'))).toHaveTextContent('happy path✗ breaks✓ passesstep entry 2 (confirm): the run is on confirm');
    expect(review).toHaveTextContent('1 pass, 1 break, 0 not replayed.');
    expect(rows.find((r) => r.textContent?.startsWith('version 4'))).toHaveTextContent("version 4 · compiled now10.2 kB220.0 kB250.0 kB");
    expect(rows.find((r) => r.textContent?.startsWith('version 1'))).toHaveTextContent("build's chunk9.3 kB219.0 kB");
    expect(review).toHaveTextContent('Within the budget.');
  });

  it('speaks the studio language', async () => {
    render(<ImpactReview locale="zh-TW" flowId="demo.flow" path="flows/demo/flow.json" number={4} />);
    const review = await screen.findByRole('region', { name: '第 4 版相對 第 1 版（應用程式內建） 的影響' });
    expect(review).toHaveTextContent('交易代碼、認證及驗證方式');
    expect(review).toHaveTextContent('✗ 失敗');
  });
});
