// The RJSF form of a step (a form step, or a list step's filter): the precompiled validator
// of its generated entry, the flow's ui hints and labels in the customer's language, the
// engine's field errors, and the widgets' context. The engine validates; a flat form is
// rendered field by field (FlatForm), any other by RJSF (RjsfForm, loaded when first needed).
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { LocalText } from '../core/flow-types';
import { formKey, type FlowRun } from '../core/flow-run';
import { useEngineKit } from './kit';
import { buildUiSchema } from './ui-schema';
import { planFlatForm } from './flat-form-plan';
import { FlatForm } from './FlatForm';
import { rjsfValidatorsOf } from './rjsf-validators';

const RjsfForm = lazy(() => import('./RjsfForm').then((m) => ({ default: m.RjsfForm })));

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
  const uiSchema = useMemo(() => buildUiSchema(ui, fields, kit.locale), [ui, fields, kit.locale]);
  // Flat forms (nearly all) render field by field; the rest through RJSF's <Form>.
  const plan = useMemo(() => (entry ? planFlatForm(entry.schema, uiSchema, kit) : null), [entry, uiSchema, kit]);
  if (!entry) return null;
  // RJSF's form and the form's RJSF validators come side by side, not one after the other.
  if (!plan) void rjsfValidatorsOf(entry);
  if (plan) {
    return (
      <FlatForm run={run} schema={entry.schema} uiSchema={uiSchema} plan={plan} kit={kit} onSubmit={onSubmit} className={className}>
        {children}
      </FlatForm>
    );
  }
  return (
    <Suspense fallback={null}>
      <RjsfForm run={run} entry={entry} uiSchema={uiSchema} kit={kit} onSubmit={onSubmit} className={className}>
        {children}
      </RjsfForm>
    </Suspense>
  );
});
