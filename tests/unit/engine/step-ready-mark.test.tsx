// @vitest-environment jsdom
// The step-ready mark (engine/react/FlowStepView.tsx) the transition benchmark times a tap to:
// set once per step when the step's view is in the document, named with the step's id.
import '../widgets/dom-stubs';
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { FlowRun, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView } from '../../../engine/react';
import { STEP_READY_MARK } from '../../../engine/react/FlowStepView';
import gallery from '../../../generated/journeys/sandbox.widget-gallery/flow.json';
import { deps, kit } from './step-kit';

const noBank = async (code: string) => {
  throw new Error(`no call expected: ${code}`);
};

const marks = () => performance.getEntriesByName(STEP_READY_MARK).map((m) => (m as PerformanceMark).detail as string);

describe('the step-ready mark', () => {
  it('is set when a step is shown and again when the next one is, not on a re-render', async () => {
    performance.clearMarks(STEP_READY_MARK);
    const run = new FlowRun(gallery as unknown as Flow, deps(noBank));
    await act(() => run.start());
    const view = render(
      <EngineKitContext.Provider value={{ ...kit(), locale: 'en' }}>
        <FlowStepView run={run} />
      </EngineKitContext.Provider>,
    );
    expect(marks()).toEqual(['design']);
    view.rerender(
      <EngineKitContext.Provider value={{ ...kit(), locale: 'en' }}>
        <FlowStepView run={run} />
      </EngineKitContext.Provider>,
    );
    expect(marks()).toEqual(['design']);
    await act(() => run.proceed({ design: 'peak', share: 30 }));
    expect(marks()).toEqual(['design', 'name']);
  });
});
