// Shows why the last stage failed, with Retry when retrying makes sense. A page opened without
// the record it shows goes where the flow says it is reached from, and says why there in a
// dialog (a toast would be cleared by the loading indicator of the page it lands on) instead of
// offering a retry that cannot help.
import { observer } from 'mobx-react-lite';
import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import type { FlowRun } from '../../engine/core/flow-run';
import { alertDialog } from '../overlays';
import { useEngineKit } from '../../engine/react/kit';
import { adapterText } from '../../engine/react/texts';

export const RunErrorBanner = observer(function RunErrorBanner({ run }: { run: FlowRun }) {
  const { locale, navigate } = useEngineKit();
  const goTo = run.error?.kind === 'missing-record' ? run.error.goTo : undefined;
  const message = run.error?.message;
  useEffect(() => {
    if (!goTo) return;
    navigate(goTo, {});
    void alertDialog({ content: message, confirmText: adapterText('ok', locale) });
  }, [goTo, message, navigate, locale]);
  if (!run.error || goTo) return null;
  // Retrying helps when the call may not have arrived (network, time-out); a refusal by the
  // bank (insufficient balance, wrong currency) needs the customer to change something.
  const transient = run.error.kind === undefined || ['network', 'timeout', 'parse'].includes(run.error.kind);
  const canRetry = (run.error.stage === 'load' && run.error.kind !== 'missing-record') || (run.error.stage === 'submit' && transient);
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
