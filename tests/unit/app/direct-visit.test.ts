// The shell's one rule for opening a journey's step by its address (app/routing/direct-visit.ts):
// the run's own step stays, a step the run has been at is resumed, anything later goes to the
// start with a message; checked here for every step route of every journey.
import { describe, expect, it } from 'vitest';
import { directVisit, type VisitedRun } from '../../../app/routing/direct-visit';
import { readFlows } from '../../../codegen/lib/flows';

const run = (over: Partial<VisitedRun> = {}): VisitedRun => ({ stepId: 'input', history: [], isBusy: false, noBack: false, start: 'input', ...over });

describe('a direct visit to a journey step', () => {
  it('shows the step the run is at (a reload of a confirm or result page)', () => {
    expect(directVisit(run({ stepId: 'confirm', history: ['input'] }), 'confirm')).toEqual({ go: 'stay' });
    expect(directVisit(run({ stepId: 'done', history: ['input', 'confirm'], noBack: true }), 'done')).toEqual({ go: 'stay' });
  });

  it("resumes the customer's own run at a step it has been at", () => {
    expect(directVisit(run({ stepId: 'confirm', history: ['input'] }), 'input')).toEqual({ go: 'back', stepId: 'input' });
    expect(directVisit(run({ stepId: 'verify', history: ['input', 'review'] }), 'review')).toEqual({ go: 'back', stepId: 'review' });
  });

  it('sends a step the run has not reached to the start, with a message', () => {
    expect(directVisit(run(), 'confirm')).toEqual({ go: 'start', notice: true });
    // A result page opened while the run waits on its confirm: not shown, money never moves from a link.
    expect(directVisit(run({ stepId: 'confirm', history: ['input'] }), 'done')).toEqual({ go: 'start', notice: true });
  });

  it('a finished run is not taken back into: an earlier step starts afresh, with the message', () => {
    expect(directVisit(run({ stepId: 'done', history: ['input', 'confirm'], noBack: true }), 'confirm')).toEqual({ go: 'start', notice: true });
    // Its first page is a new start, no message needed.
    expect(directVisit(run({ stepId: 'done', history: ['input', 'confirm'], noBack: true }), 'input')).toEqual({ go: 'start', notice: false });
  });

  it('while the bank works on the run, the address follows the run', () => {
    expect(directVisit(run({ stepId: 'confirm', history: ['input'], isBusy: true }), 'input')).toEqual({ go: 'current' });
  });

  it('is the same for every later step of every journey: without a run, the start with the message', () => {
    const checked: string[] = [];
    for (const { flow } of readFlows()) {
      const f = flow as { id: string; start: string; steps: Record<string, { route: string }> };
      for (const [id, step] of Object.entries(f.steps)) {
        if (id === f.start) continue;
        expect(directVisit(run({ stepId: f.start, start: f.start }), id), `${f.id} ${id} (${step.route})`).toEqual({ go: 'start', notice: true });
        checked.push(step.route);
      }
    }
    // Among them the spec's mid-journey pages, e.g. FPS registration's verification and result.
    expect(checked).toEqual(expect.arrayContaining(['/transfer-pay/register-transfer-confirm-sms', '/transfer-pay/register-transfer-success', '/transfer-pay/e-check-create-confirm']));
  });
});
