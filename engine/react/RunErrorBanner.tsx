// Shows why the last stage failed, with Retry when retrying makes sense.
import { observer } from 'mobx-react-lite';
import { Button, NoticeBar } from 'antd-mobile';
import type { FlowRun } from '../core/flow-run';
import { useEngineKit } from './kit';
import { adapterText } from './texts';

export const RunErrorBanner = observer(function RunErrorBanner({ run }: { run: FlowRun }) {
  const { locale } = useEngineKit();
  if (!run.error) return null;
  const canRetry = run.error.stage === 'load' || run.error.stage === 'submit';
  return (
    <div className="run-error" role="alert">
      <NoticeBar color="error" wrap content={run.error.message} />
      {canRetry && (
        <Button size="small" color="primary" fill="outline" onClick={() => void run.retry()}>
          {adapterText('retry', locale)}
        </Button>
      )}
    </div>
  );
});
