// A form step: the flow's JSON Schema rendered with the project's widgets; the engine
// validates (generated validator + flow messages) and moves on.
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { FormStep } from '../../engine/core/flow-types';
import { formKey, type FlowRun } from '../../engine/core/flow-run';
import { applyMapping } from '../../engine/core/context';
import { useEngineKit } from '../../engine/react/kit';
import { FlowForm } from '../../engine/react/FlowForm';
import { ActionButtons } from './ActionButtons';
import { adapterText } from '../../engine/react/texts';
import { ErrorNotice } from '../../engine/react/ErrorNotice';
import { BusyButton } from '../shared/BusyButton';

export const FormStepView = observer(function FormStepView({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as FormStep;
  const box = useRef<HTMLDivElement>(null);
  const refusals = run.refusals;
  // After a refused Next, bring the first message into view: on a phone it is often above.
  useEffect(() => {
    if (refusals === 0) return;
    box.current?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'center' });
    // The fields the flow wants told in a toast too (toastErrors), the first refused one.
    const told = step.toastErrors?.find((field) => run.fieldErrors[field]?.length);
    if (told) kit.toast?.(run.fieldErrors[told]![0]!);
    // Once per refused Next: the count is what changed.
  }, [refusals]);
  if (!kit.forms[formKey(run.flow, run.stepId)]) return <ErrorNotice message={run.error?.message} />;
  const formErrors = run.fieldErrors[''];
  const goTo = step.goTo;
  const onSubmit = (data: unknown) => {
    if (!goTo) return void run.proceed(data);
    // A filter screen: the next page reads the choice from its query; empty values stay out.
    if (!run.checkForm(data)) return;
    const query = Object.entries(applyMapping(run.context, goTo.query) ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
    kit.navigate(goTo.to, Object.fromEntries(query.map(([k, v]) => [k, String(v)])));
  };
  return (
    <div ref={box}>
    <FlowForm className="flow-form" run={run} ui={step.ui} fields={step.fields} onSubmit={onSubmit}>
      {formErrors && <ErrorNotice message={formErrors.join(' ')} />}
      {step.notes?.map((note, i) => (
        <p key={i} className="step-note">
          {note[kit.locale]}
        </p>
      ))}
      <div className="step-buttons">
        <BusyButton block type="submit" color="primary" size="large" loading={run.isBusy} disabled={run.isBusy}>
          {step.submitLabel?.[kit.locale] ?? adapterText('next', kit.locale)}
        </BusyButton>
      </div>
    </FlowForm>
    <ActionButtons run={run} actions={step.buttons} scope={run.context} />
    </div>
  );
});
