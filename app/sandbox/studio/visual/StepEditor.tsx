// The chosen step as a form of its parts: its properties (from the authoring schema), a form's
// fields in order with the open field's panel and a new field, where it goes next, and
// deleting it with the check of what would become unreachable.
import { useState } from 'react';
import type { Locale } from '../../../../engine/core/flow-types';
import type { StudioProblem } from '../studio-api';
import { AddField } from './AddField';
import { FieldList } from './FieldList';
import { FieldPanel } from './FieldPanel';
import { addField, fieldsOf, moveField, removeField, type Obj } from './form-fields';
import { deleteStep, stepsOf, unreachableAfterDelete } from './journey';
import { NextSteps } from './NextSteps';
import { ProblemList } from './ProblemList';
import { problemsOf } from './problems';
import { SchemaPanel } from './SchemaPanel';
import { sayV } from './texts';

interface Props {
  locale: Locale;
  flow: Obj;
  opened: Obj | null;
  stepId: string;
  problems: StudioProblem[];
  onChange: (flow: Obj) => void;
  onDeleted: () => void;
}

/** What the step's own panels edit; the schema panel shows the rest. */
const FORM_PARTS = ['schema', 'ui', 'fields', 'messages', 'next'] as const;

export function StepEditor({ locale, flow, opened, stepId, problems, onChange, onDeleted }: Props) {
  const step = stepsOf(flow)[stepId]!;
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const setStep = (s: Obj) => onChange({ ...flow, steps: { ...stepsOf(flow), [stepId]: s } });
  const isForm = step.kind === 'form';
  const fields = isForm ? fieldsOf(step) : [];
  const openField = fields.find((f) => f.name === open);
  return (
    <section className="visual-step" aria-labelledby="visual-step-title">
      <h3 id="visual-step-title">{sayV(locale, 'stepTitle', { id: stepId, kind: String(step.kind) })}</h3>
      <ProblemList problems={problemsOf(problems, stepId)} label={sayV(locale, 'problemsHere')} />
      <div className="visual-step__columns">
        <div>
          {isForm && (
            <section className="visual-panel" aria-labelledby={`visual-fields-${stepId}`}>
              <h4 id={`visual-fields-${stepId}`}>{sayV(locale, 'fields')}</h4>
              <p className="studio-note">{sayV(locale, 'fieldsNote')}</p>
              <FieldList
                locale={locale}
                fields={fields}
                open={open}
                problemCount={(name) => problemsOf(problems, stepId, name).length}
                onOpen={(name) => setOpen(open === name ? null : name)}
                onMove={(name, to) => setStep(moveField(step, name, to))}
                onRemove={(name) => setStep(removeField(step, name))}
              />
              {openField && <FieldPanel locale={locale} stepId={stepId} step={step} field={openField} problems={problemsOf(problems, stepId, openField.name)} onChange={setStep} />}
              <AddField
                locale={locale}
                stepId={stepId}
                taken={fields.map((f) => f.name)}
                onAdd={(name, widget, isField) => {
                  setStep(addField(step, name, widget, isField));
                  setOpen(name);
                }}
              />
            </section>
          )}
          <NextSteps locale={locale} flow={flow} opened={opened} stepId={stepId} onChange={onChange} />
          <section className="visual-panel">
            {deleting === null ? (
              <button type="button" className="studio-button" onClick={() => setDeleting(unreachableAfterDelete(flow, stepId))} disabled={flow.start === stepId}>
                {sayV(locale, 'deleteStep', { id: stepId })}
              </button>
            ) : (
              <div role="alert" className="visual-delete">
                <p>{deleting.length ? sayV(locale, 'deleteCheck', { id: stepId, list: deleting.join(', ') }) : sayV(locale, 'deleteNone', { id: stepId })}</p>
                <button
                  type="button"
                  className="studio-button studio-button--primary"
                  onClick={() => {
                    setDeleting(null);
                    onChange(deleteStep(flow, stepId));
                    onDeleted();
                  }}
                >
                  {sayV(locale, 'confirmDelete')}
                </button>
                <button type="button" className="studio-button" onClick={() => setDeleting(null)}>
                  {sayV(locale, 'cancel')}
                </button>
              </div>
            )}
          </section>
        </div>
        <SchemaPanel locale={locale} stepId={stepId} step={step} skip={isForm ? FORM_PARTS : ['next']} onChange={setStep} />
      </div>
    </section>
  );
}
