// @vitest-environment jsdom
// The studio's step preview while an author types a form the form layer cannot draw (here a
// number with no widget): each language's frame says why, in the studio's language, instead of
// taking the studio down (the linter names the same reason in the problem list: form-plan).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StepPreview } from '../../../app/sandbox/studio/StepPreview';
import type { Flow } from '../../../engine/core/flow-types';

afterEach(cleanup);

const title = { 'zh-TW': '測試', 'zh-CN': '测试', en: 'Test' };
const schema = { type: 'object', properties: { rate: { type: 'number' } } };
const flow = {
  id: 'demo.rate',
  version: 1,
  title,
  start: 'input',
  steps: {
    input: { kind: 'form', route: '/demo/input', title, schema, fields: { rate: { label: title } }, next: 'done' },
    done: { kind: 'result', route: '/demo/done', template: 'success', message: title },
  },
} as unknown as Flow;

describe('the step preview of a form the form layer cannot draw', () => {
  it('says why in each language frame and does not throw', async () => {
    // React reports the caught error on the console; the frames are what matters here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<StepPreview flow={flow} forms={{ 'demo.rate@1/input': schema }} built={{}} fixtures={[]} stepId="input" channel="app" uiLocale="en" />);
    const notes = await screen.findAllByText(/^The preview cannot show this step: demo\.rate@1\/input: rate: no widget for a number$/);
    expect(notes).toHaveLength(3);
    quiet.mockRestore();
  });
});
