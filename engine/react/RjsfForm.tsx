// A form RJSF lays out itself (nested objects, arrays, composed schemas: see
// flat-form-plan.ts). Loaded the first time such a form shows: most forms are flat and
// rendered field by field (FlatForm), so RJSF's <Form> with its default fields, widgets and
// markdown descriptions stays off their pages.
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { FlowRun } from '../core/flow-run';
import { resolvePath } from '../core/context';
import type { EngineKit } from './kit';
import { toErrorSchema } from './error-schema';

export interface RjsfFormProps {
  run: FlowRun;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
  kit: EngineKit;
  onSubmit: (data: unknown) => void;
  children: ReactNode;
  className?: string;
}

export const RjsfForm = observer(function RjsfForm({ run, schema, uiSchema, validator, kit, onSubmit, children, className }: RjsfFormProps) {
  const formData = toJS(run.data[run.stepId]) ?? {};
  const formContext = {
    locale: kit.locale,
    formData,
    t: kit.widgetText,
    resolve: (path: string) => toJS(resolvePath(run.context, path)),
    upload: kit.upload,
  };
  return (
    <Form
      className={className}
      schema={schema}
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
      onSubmit={(e) => onSubmit(e.formData)}
    >
      {children}
    </Form>
  );
});
