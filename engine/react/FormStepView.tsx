// A form step: RJSF renders the flow's JSON Schema with the project's widgets; the engine
// validates (generated validator + flow messages) and moves on.
import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import Form from '@rjsf/core';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { Button, NoticeBar } from 'antd-mobile';
import type { FormStep } from '../core/flow-types';
import { formKey, type FlowRun } from '../core/flow-run';
import { resolvePath } from '../core/context';
import { useEngineKit } from './kit';
import { buildUiSchema } from './ui-schema';
import { toErrorSchema } from './error-schema';
import { adapterText } from './texts';

export const FormStepView = observer(function FormStepView({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as FormStep;
  const key = formKey(run.flow, run.stepId);
  const entry = kit.forms[key];
  const validator = useMemo(() => (entry ? createPrecompiledValidator(entry.rjsf, entry.schema) : null), [entry]);
  const uiSchema = useMemo(() => buildUiSchema(step.ui, step.fields, kit.locale), [step, kit.locale]);
  const formData = toJS(run.data[run.stepId]) ?? {};
  const formContext = {
    locale: kit.locale,
    formData,
    t: kit.widgetText,
    resolve: (path: string) => toJS(resolvePath(run.context, path)),
  };
  if (!entry || !validator) return <NoticeBar color="error" content={run.error?.message ?? key} />;
  const formErrors = run.fieldErrors[''];
  return (
    <Form
      className="flow-form"
      schema={entry.schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={kit.widgets}
      fields={kit.fields}
      templates={kit.templates}
      formContext={formContext}
      noValidate
      noHtml5Validate
      showErrorList={false}
      // A `const: true` (terms accepted) must be the customer's act, never a prefilled default.
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      extraErrors={toErrorSchema(run.fieldErrors)}
      onChange={(e) => run.setStepData(e.formData)}
      onSubmit={(e) => void run.proceed(e.formData)}
    >
      {formErrors && <NoticeBar color="error" wrap content={formErrors.join(' ')} />}
      {step.notes?.map((note, i) => (
        <p key={i} className="step-note">
          {note[kit.locale]}
        </p>
      ))}
      <div className="step-buttons">
        <Button block type="submit" color="primary" size="large" loading={run.isBusy} disabled={run.isBusy}>
          {step.submitLabel?.[kit.locale] ?? adapterText('next', kit.locale)}
        </Button>
      </div>
    </Form>
  );
});
