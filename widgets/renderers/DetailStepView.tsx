// A detail step: the loaded record's fields, rows and charts, a framed bank page, and the flow's buttons.
import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import type { DetailStep } from '../../engine/core/flow-types';
import type { FlowRun } from '../../engine/core/flow-run';
import { FieldList } from './FieldList';
import { ActionButtons } from './ActionButtons';
import { Charts } from './LazyCharts';
import { ResultRows } from './ResultRows';
import { useEngineKit } from '../../engine/react/kit';

// Only detail steps that frame a bank page load the frame.
const EmbedFrame = lazy(() => import('./EmbedFrame').then((m) => ({ default: m.EmbedFrame })));

export const DetailStepView = observer(function DetailStepView({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as DetailStep;
  const ctx = run.context;
  // A step that loads shows nothing until its data is there; a step without loads (a framed page) at once.
  if (step.load?.length && run.loaded[run.stepId] === undefined) return null;
  return (
    <div className="detail-step">
      <FieldList fields={step.fields} scope={ctx} />
      {step.rows && <ResultRows rows={step.rows} scope={ctx} />}
      <Charts charts={step.charts} scope={ctx} />
      {step.embed && (
        <Suspense fallback={null}>
          <EmbedFrame src={step.embed.src} title={step.embed.title[kit.locale]} locale={kit.locale} />
        </Suspense>
      )}
      <ActionButtons run={run} actions={step.buttons} scope={ctx} />
    </div>
  );
});
