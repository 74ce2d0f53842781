// A detail step: the loaded record's fields, rows and charts, a framed bank page, and the flow's buttons.
import { observer } from 'mobx-react-lite';
import type { DetailStep } from '../core/flow-types';
import type { FlowRun } from '../core/flow-run';
import { FieldList } from './FieldList';
import { ActionButtons } from './ActionButtons';
import { ChartList } from './ChartBlock';
import { ResultRows } from './ResultRows';
import { EmbedFrame } from './EmbedFrame';
import { useEngineKit } from './kit';

export const DetailStepView = observer(function DetailStepView({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as DetailStep;
  const ctx = run.context;
  if (run.loaded[run.stepId] === undefined) return null;
  return (
    <div className="detail-step">
      <FieldList fields={step.fields} scope={ctx} />
      {step.rows && <ResultRows rows={step.rows} scope={ctx} />}
      <ChartList charts={step.charts} scope={ctx} />
      {step.embed && <EmbedFrame src={step.embed.src} title={step.embed.title[kit.locale]} locale={kit.locale} />}
      <ActionButtons run={run} actions={step.buttons} scope={ctx} />
    </div>
  );
});
