// Renders the current step of a run with the view of its kind, from the renderer set the app
// hands in (kit.renderers).
import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import type { FlowRun } from '../core/flow-run';
import { StepProgress } from './StepProgress';
import { useEngineKit } from './kit';
import { adapterText } from './texts';

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
        </Suspense>
      )}
    </div>
  );
});
