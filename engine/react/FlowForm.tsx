// The RJSF form of a step (a form step, or a list step's filter): the precompiled validator
// of its generated entry, the flow's ui hints and labels in the customer's language, the
// engine's field errors, and the widgets' context. The engine validates; a flat form is
// rendered field by field (FlatForm), any other by RJSF.
import { useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import Form from '@rjsf/core';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { LocalText } from '../core/flow-types';
import { formKey, type FlowRun } from '../core/flow-run';
import { resolvePath } from '../core/context';
import { useEngineKit } from './kit';
import { buildUiSchema } from './ui-schema';
import { toErrorSchema } from './error-schema';
import { planFlatForm } from './flat-form-plan';
import { FlatForm } from './FlatForm';

export interface FlowFormProps {
  run: FlowRun;
  ui: object | undefined;
  fields: Record<string, { label: LocalText; placeholder?: LocalText; help?: LocalText }> | undefined;
  onSubmit: (data: unknown) => void;
  children: ReactNode;
  className?: string;
}

export const FlowForm = observer(function FlowForm({ run, ui, fields, onSubmit, children, className }: FlowFormProps) {
  const kit = useEngineKit();
  const entry = kit.forms[formKey(run.flow, run.stepId)];
  const validator = useMemo(() => (entry ? createPrecompiledValidator(entry.rjsf, entry.schema) : null), [entry]);
  const uiSchema = useMemo(() => buildUiSchema(ui, fields, kit.locale), [ui, fields, kit.locale]);
  // Flat forms (nearly all) render field by field; the rest through RJSF's <Form>.
  const plan = useMemo(() => (entry ? planFlatForm(entry.schema, uiSchema, kit) : null), [entry, uiSchema, kit]);
  if (!entry || !validator) return null;
  if (plan) {
    return (
      <FlatForm run={run} schema={entry.schema} uiSchema={uiSchema} plan={plan} validator={validator} kit={kit} onSubmit={onSubmit} className={className}>
        {children}
      </FlatForm>
    );
  }
  const formData = toJS(run.data[run.stepId]) ?? {};
  const formContext = {
    locale: kit.locale,
    formData,
    t: kit.widgetText,
    resolve: (path: string) => toJS(resolvePath(run.context, path)),
  };
  return (
    <Form
      className={className}
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
      onSubmit={(e) => onSubmit(e.formData)}
    >
      {children}
    </Form>
  );
});
