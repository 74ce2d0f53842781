// Renders the current step of a run with the template of its kind.
import { lazy, Suspense } from 'react';
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
        </Suspense>
      )}
    </div>
  );
});
