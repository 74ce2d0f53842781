// A confirm step: the customer checks what will be sent, then Confirm runs the pipeline
// (authentication, call, next step); Amend goes back inside the flow.
import { observer } from 'mobx-react-lite';
import { Button } from 'antd-mobile';
import type { ConfirmStep } from '../../engine/core/flow-types';
import type { FlowRun } from '../../engine/core/flow-run';
import { useEngineKit } from '../../engine/react/kit';
import { FieldList } from './FieldList';
import { ResultRows } from './ResultRows';
import { adapterText } from '../../engine/react/texts';
import { BusyButton } from '../shared/BusyButton';

export const ConfirmStepView = observer(function ConfirmStepView({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as ConfirmStep;
  return (
    <div className="confirm-step">
      <p className="step-lead">{adapterText('verifyDetails', kit.locale)}</p>
      <FieldList fields={step.fields} scope={run.context} />
      {step.rows && <ResultRows rows={step.rows} scope={run.context} />}
      {step.notes?.map((note, i) => (
        <p key={i} className="step-note">
          {note[kit.locale]}
        </p>
      ))}
      <div className="step-buttons step-buttons--pair">
        <Button block size="large" disabled={run.isBusy} onClick={() => {
            run.back();
          }}>
          {step.amendLabel?.[kit.locale] ?? adapterText('amend', kit.locale)}
        </Button>
        <BusyButton block size="large" color="primary" loading={run.isBusy} disabled={run.isBusy} onClick={() => void run.proceed()}>
          {step.confirmLabel?.[kit.locale] ?? adapterText('confirm', kit.locale)}
        </BusyButton>
      </div>
    </div>
  );
});
