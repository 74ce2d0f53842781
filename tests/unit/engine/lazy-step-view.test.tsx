// @vitest-environment jsdom
// A step view of its own chunk (widgets/lazy-views.ts, widgets/renderers/lazy-view.tsx): until
// its code is in, the step shows nothing of it and sets no ready mark; once it is, the view
// shows and the mark is set once. A fetch that failed is asked for again.
import '../widgets/dom-stubs';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { FlowRun, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView, type EngineKit } from '../../../engine/react';
import { STEP_READY_MARK } from '../../../engine/react/FlowStepView';
import { fields, templates, widgets } from '../../../widgets';
import { stepRenderers } from '../../../widgets/renderers';
import { lazyViewLoaders, loadView, viewsArrived } from '../../../widgets/lazy-views';
import transferRecord from '../../../generated/journeys/transfer.record/flow.json';

// Not tests/unit/engine/step-kit.ts: it has every view loaded before the test starts.
const kit: EngineKit = {
  locale: 'en',
  renderers: stepRenderers,
  widgets,
  fields,
  templates,
  forms: {},
  formatters: { money: (m, c) => `${c} ${m / 100}`, account: (n) => n, bank: (c) => c, date: (d) => d, datetime: (d) => d },
  widgetText: (k) => k,
  onAction: vi.fn(),
  navigate: vi.fn(),
};

const marks = () => performance.getEntriesByName(STEP_READY_MARK).map((m) => (m as PerformanceMark).detail as string);

describe('a step view loaded on demand', () => {
  it('shows, and marks the step ready, only once its code is in', async () => {
    performance.clearMarks(STEP_READY_MARK);
    const run = new FlowRun(transferRecord as unknown as Flow, {
      call: async () => ({ total: 0, records: [] }),
      formValidators: {},
      authenticators: {},
      locale: () => 'en',
      user: () => null,
      now: () => new Date('2026-11-23T02:00:00Z'),
      newId: () => 'k'.repeat(20),
    });
    await act(() => run.start());
    expect(run.step.kind).toBe('list');
    expect(viewsArrived(['list'])).toBe(false);
    render(
      <EngineKitContext.Provider value={kit}>
        <FlowStepView run={run} />
      </EngineKitContext.Provider>,
    );
    expect(screen.queryByText('No Transaction record')).toBeNull();
    expect(marks()).toEqual([]);
    expect(await screen.findByText('No Transaction record')).toBeInTheDocument();
    expect(viewsArrived(['list'])).toBe(true);
    expect(marks()).toEqual([run.stepId]);
  });

  it('asks again for a view whose fetch failed', async () => {
    const real = lazyViewLoaders.detail;
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    lazyViewLoaders.detail = failing;
    try {
      await expect(loadView('detail')).rejects.toThrow('offline');
      await expect(loadView('detail')).rejects.toThrow('offline');
      expect(failing).toHaveBeenCalledTimes(2);
    } finally {
      lazyViewLoaders.detail = real;
    }
    await expect(loadView('detail')).resolves.toBeTypeOf('object');
    expect(viewsArrived(['detail'])).toBe(true);
  });
});
