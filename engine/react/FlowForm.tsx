// The form of a step (a form step, or a list step's filter): its generated entry (schema and
// precompiled validator), the flow's ui hints and labels in the customer's language, the
// engine's field errors, and the widgets' context. The engine validates; every form is drawn
// by the one form layer (SchemaForm) from its plan.
import { useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { LocalText } from '../core/flow-types';
import { formKey, type FlowRun } from '../core/flow-run';
import { useEngineKit } from './kit';
import { buildUiSchema } from './ui-schema';
import { planForm } from './form-plan';
import { SchemaForm } from './SchemaForm';

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
  const plan = useMemo(() => (entry ? planForm(entry.schema, uiSchema, kit) : null), [entry, uiSchema, kit]);
  if (!entry || !plan) return null;
  // Every form of flows/ is planned by a test (form-conformance.test.tsx): a form that cannot
  // be is a flow author's mistake, said plainly rather than drawn some other way.
  if ('problem' in plan) throw new Error(`${formKey(run.flow, run.stepId)}: ${plan.problem}`);
  return (
    <SchemaForm store={run} schema={entry.schema} uiSchema={uiSchema} nodes={plan.nodes} kit={kit} onSubmit={onSubmit} className={className}>
      {children}
    </SchemaForm>
  );
});
