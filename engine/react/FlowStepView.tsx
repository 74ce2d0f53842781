// Renders the current step of a run with the view of its kind, from the renderer set the app
// hands in (kit.renderers).
import { Suspense, useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { FlowRun } from '../core/flow-run';
import { StepProgress } from './StepProgress';
import { useEngineKit } from './kit';
import { adapterText } from './texts';

/** The user-timing mark a step's view sets once it is in the document. */
export const STEP_READY_MARK = 'flow-step-ready';

/**
 * Marks the moment a step's view is committed (its view's code and data there): the end of a
 * step transition as the benchmark measures it, from the tap (bench/browser-transitions.ts).
 * Inside the Suspense boundary after the view, so a view still loading sets no mark.
 */
function StepReady({ stepId }: { stepId: string }) {
  useLayoutEffect(() => {
    performance.mark(STEP_READY_MARK, { detail: stepId });
  }, [stepId]);
  return null;
}

export const FlowStepView = observer(function FlowStepView({ run }: { run: FlowRun }) {
  const { locale, renderers } = useEngineKit();
  const { ErrorBanner, Spinner } = renderers;
  const View = renderers.views[run.step.kind];
  const waitingForData = run.awaitingData;
  return (
    <div className={`flow-step flow-step--${run.step.kind}`} data-step={run.stepId}>
      <StepProgress run={run} />
      <ErrorBanner run={run} />
      {waitingForData ? (
        <div className="step-loading" aria-live="polite">
          <Spinner /> {adapterText('loading', locale)}
        </div>
      ) : (
        <Suspense fallback={null}>
          <View run={run} />
          <StepReady stepId={run.stepId} />
        </Suspense>
      )}
    </div>
  );
});
