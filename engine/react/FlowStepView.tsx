// Renders the current step of a run with the template of its kind.
import { lazy, Suspense, useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { DotLoading } from 'antd-mobile';
import type { FlowRun } from '../core/flow-run';
import { FormStepView } from './FormStepView';
import { ConfirmStepView } from './ConfirmStepView';
import { ResultStepView } from './ResultStepView';
import { ListStepView } from './ListStepView';
import { DetailStepView } from './DetailStepView';
import { RunErrorBanner } from './RunErrorBanner';
import { StepProgress } from './StepProgress';
import { useEngineKit } from './kit';
import { adapterText } from './texts';

// Document pages (help, terms, tips) load their view with themselves, not with every journey.
const DocumentStepView = lazy(() => import('./DocumentStepView'));

const VIEWS = {
  form: FormStepView,
  confirm: ConfirmStepView,
  result: ResultStepView,
  list: ListStepView,
  detail: DetailStepView,
  document: DocumentStepView,
  // Only the verification pages load it.
  verification: lazy(() => import('./VerificationStepView')),
} as const;

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
  const { locale } = useEngineKit();
  const View = VIEWS[run.step.kind];
  const waitingForData = run.awaitingData;
  return (
    <div className={`flow-step flow-step--${run.step.kind}`} data-step={run.stepId}>
      <StepProgress run={run} />
      <RunErrorBanner run={run} />
      {waitingForData ? (
        <div className="step-loading" aria-live="polite">
          <DotLoading /> {adapterText('loading', locale)}
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
