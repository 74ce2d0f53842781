// A detail step: the loaded record's fields and the flow's buttons.
import { observer } from 'mobx-react-lite';
import type { DetailStep } from '../core/flow-types';
import type { FlowRun } from '../core/flow-run';
import { FieldList } from './FieldList';
import { ActionButtons } from './ActionButtons';

export const DetailStepView = observer(function DetailStepView({ run }: { run: FlowRun }) {
  const step = run.step as DetailStep;
  const ctx = run.context;
  if (run.loaded[run.stepId] === undefined) return null;
  return (
    <div className="detail-step">
      <FieldList fields={step.fields} scope={ctx} />
      <ActionButtons run={run} actions={step.buttons} scope={ctx} />
    </div>
  );
});
