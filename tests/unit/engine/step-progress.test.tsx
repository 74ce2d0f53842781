// @vitest-environment jsdom
// The steps indicator of a multi-step journey (flow.progress): "Step k of n" as the name of a
// navigation landmark, the current step marked aria-current="step", finished steps said to be
// done; nothing on a step the flow does not count (the result).
import '../widgets/dom-stubs';
import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { FlowRun, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView } from '../../../engine/react';
import gallery from '../../../generated/journeys/sandbox.widget-gallery/flow.json';
import openAccount from '../../../generated/journeys/open-account.apply/flow.json';
import { deps, kit } from './step-kit';

const noBank = async (code: string) => {
  throw new Error(`no call expected: ${code}`);
};

function show(run: FlowRun, locale: 'en' | 'zh-CN' = 'en') {
  return render(
    <EngineKitContext.Provider value={{ ...kit(), locale }}>
      <FlowStepView run={run} />
    </EngineKitContext.Provider>,
  );
}

describe('the steps indicator', () => {
  it('says where the customer is in a journey that declares it, step by step', async () => {
    const run = new FlowRun(gallery as unknown as Flow, deps(noBank));
    await act(() => run.start());
    expect(run.progress).toEqual({ current: 1, total: 2, stepIds: ['design', 'name'] });
    const view = show(run);
    const nav = screen.getByRole('navigation', { name: 'Step 1 of 2' });
    const steps = within(nav).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual(['step', null]);
    expect(steps[0]).toHaveTextContent('Choose a card design and a saving share');
    view.unmount();

    await act(() => run.proceed({ design: 'peak', share: 30 }));
    expect(run.stepId).toBe('name');
    show(run, 'zh-CN');
    const second = screen.getByRole('navigation', { name: '第 2 步，共 2 步' });
    const items = within(second).getAllByRole('listitem');
    expect(items.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step']);
    expect(items[0]).toHaveTextContent('已完成');
  });

  it('shows nothing on a step it does not count, nor in a journey without it', async () => {
    const run = new FlowRun(gallery as unknown as Flow, deps(noBank));
    await act(() => run.start());
    await act(() => run.proceed({ design: 'peak', share: 30 }));
    await act(() => run.proceed({ cardName: 'CHAN TAI MAN' }));
    expect(run.stepId).toBe('done');
    expect(run.progress).toBeUndefined();
    show(run);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('counts the seven forms of the online account opening', () => {
    const run = new FlowRun(openAccount as unknown as Flow, deps(noBank));
    expect(run.progress).toMatchObject({ current: 1, total: 7 });
  });
});
