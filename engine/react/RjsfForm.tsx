// A form RJSF lays out itself (nested objects, arrays, composed schemas: see
// flat-form-plan.ts). Loaded the first time such a form shows: most forms are flat and
// rendered field by field (FlatForm), so RJSF's <Form> with its default fields, widgets and
// markdown descriptions stays off their pages.
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import Form from '@rjsf/core';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { UiSchema } from '@rjsf/utils';
import { use, useMemo, type ReactNode } from 'react';
import type { FlowRun } from '../core/flow-run';
import { resolvePath } from '../core/context';
import type { EngineKit, FormEntry } from './kit';
import { rjsfValidatorsOf } from './rjsf-validators';
import { toErrorSchema } from './error-schema';

export interface RjsfFormProps {
  run: FlowRun;
  entry: FormEntry;
  uiSchema: UiSchema;
  kit: EngineKit;
  onSubmit: (data: unknown) => void;
  children: ReactNode;
  className?: string;
}

export const RjsfForm = observer(function RjsfForm({ run, entry, uiSchema, kit, onSubmit, children, className }: RjsfFormProps) {
  // RJSF checks that the schema it validates is the one compiled: hand it the entry's own.
  const { schema } = entry;
  const functions = entry.rjsf ?? use(rjsfValidatorsOf(entry));
  const validator = useMemo(() => createPrecompiledValidator(functions, entry.schema), [functions, entry]);
  const formData = toJS(run.data[run.stepId]) ?? {};
  const formContext = {
    locale: kit.locale,
    formData,
    t: kit.widgetText,
    resolve: (path: string) => toJS(resolvePath(run.context, path)),
    upload: kit.upload,
    captureIdCard: kit.captureIdCard,
    defaultAccount: kit.defaultAccount?.(),
  };
  return (
    <Form
      className={className}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      idPrefix={kit.idPrefix ?? 'root'}
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
