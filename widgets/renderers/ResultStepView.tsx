// A result step: outcome, reference number, the details and the flow's buttons.
import { observer } from 'mobx-react-lite';
import { Button, Result } from 'antd-mobile';
import type { ResultStep } from '../../engine/core/flow-types';
import type { FlowRun } from '../../engine/core/flow-run';
import { resolvePath } from '../../engine/core/context';
import { useEngineKit } from '../../engine/react/kit';
import { FieldList } from './FieldList';
import { ResultRows } from './ResultRows';
import { ActionButtons } from './ActionButtons';
import { Charts } from './LazyCharts';
import { useCountdown } from './useCountdown';

const STATUS = { success: 'success', pending: 'waiting', failure: 'error' } as const;

export const ResultStepView = observer(function ResultStepView({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as ResultStep;
  const ctx = run.context;
  const reference = step.reference ? resolvePath(ctx, step.reference) : undefined;
  // The outcome is known already; the countdown shows the customer the instruction executing.
  const left = useCountdown(step.countdown?.seconds);
  if (step.countdown && left > 0) {
    return (
      <div className="result-step" data-testid="result-countdown" role="status" aria-live="polite">
        <Result status="waiting" title={step.countdown.message[kit.locale]} description={`${left}s`} />
      </div>
    );
  }
  return (
    <div className="result-step" data-testid="result-step" data-reference={reference === undefined ? undefined : String(reference)}>
      <Result status={STATUS[step.template]} title={step.message[kit.locale]} />
      <FieldList fields={step.fields} scope={ctx} />
      {step.rows && <ResultRows rows={step.rows} scope={ctx} />}
      <Charts charts={step.charts} scope={ctx} />
      <ActionButtons run={run} actions={step.buttons} scope={ctx} />
    </div>
  );
});
