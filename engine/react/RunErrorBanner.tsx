// Shows why the last stage failed, with Retry when retrying makes sense.
import { observer } from 'mobx-react-lite';
import { Button } from 'antd-mobile';
import type { FlowRun } from '../core/flow-run';
import { useEngineKit } from './kit';
import { adapterText } from './texts';

export const RunErrorBanner = observer(function RunErrorBanner({ run }: { run: FlowRun }) {
  const { locale } = useEngineKit();
  if (!run.error) return null;
  // Retrying helps when the call may not have arrived (network, time-out); a refusal by the
  // bank (insufficient balance, wrong currency) needs the customer to change something.
  const transient = run.error.kind === undefined || ['network', 'timeout', 'parse'].includes(run.error.kind);
  const canRetry = run.error.stage === 'load' || (run.error.stage === 'submit' && transient);
  return (
    <div className="run-error" role="alert">
      <p className="error-notice">{run.error.message}</p>
      {canRetry && (
        <Button size="small" color="primary" fill="outline" onClick={() => void run.retry()}>
          {adapterText('retry', locale)}
        </Button>
      )}
    </div>
  );
});
