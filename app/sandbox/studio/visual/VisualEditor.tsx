// The visual editor (docs/visual-editor.md): the same flow file as the JSON editor, read from
// its text on every render and changed only through it (the studio writes each edit into the
// JSON editor, whose history is the one undo and redo of both views). Loaded on demand, in the
// studio's chunks only.
import { useCallback, useMemo, useState } from 'react';
import type { Locale } from '../../../../engine/core/flow-types';
import { DiffView } from '../DiffView';
import { changedLines } from '../SaveDialog';
import type { StudioProblem } from '../studio-api';
import type { Obj } from './form-fields';
import { JourneyGraph } from './JourneyGraph';
import { addStep, connect, stepsOf } from './journey';
import { ProblemList } from './ProblemList';
import { problemTarget, unplacedProblems } from './problems';
import { STEP_KINDS, type StepKind } from './step-templates';
import { StepEditor } from './StepEditor';
import { TextsTable } from './TextsTable';
import { sayV } from './texts';
import './visual.css';

export interface VisualEditorProps {
  locale: Locale;
  text: string;
  /** The file as opened: the diff and the texts table's stale marks compare with it. */
  base: string;
  problems: StudioProblem[];
  /** The linter's verdict on the text, as the JSON view's heading says it. */
  checks: string;
  stepId: string | null;
  onStep: (id: string) => void;
  onEdit: (flow: Obj) => void;
  onUndo: () => void;
  onRedo: () => void;
}

function parse(text: string): Obj | null {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null;
  } catch {
    return null;
  }
}

export default function VisualEditor({ locale, text, base, problems, checks, stepId, onStep, onEdit, onUndo, onRedo }: VisualEditorProps) {
  const flow = useMemo(() => parse(text), [text]);
  const baseFlow = useMemo(() => parse(base), [base]);
  const [kind, setKind] = useState<StepKind>('confirm');
  const lines = useMemo(() => changedLines(base, text), [base, text]);
  const changed = lines.filter((l) => l.mark === '+' || l.mark === '-').length;
  const problemsOf = useCallback((step: string) => problems.filter((p) => problemTarget(p.location).step === step).length, [problems]);
  if (!flow) return <p className="studio-status studio-status--error">{sayV(locale, 'notJson')}</p>;
  const steps = Object.keys(stepsOf(flow));
  const shown = stepId && steps.includes(stepId) ? stepId : typeof flow.start === 'string' && steps.includes(flow.start) ? flow.start : (steps[0] ?? null);
  const other = unplacedProblems(problems, steps);
  return (
    <div className="visual-editor">
      <div className="visual-toolbar">
        <button type="button" className="studio-button" onClick={onUndo}>
          {sayV(locale, 'undo')}
        </button>
        <button type="button" className="studio-button" onClick={onRedo}>
          {sayV(locale, 'redo')}
        </button>
        <details className="visual-changes">
          <summary>{sayV(locale, 'changes', { n: changed })}</summary>
          {changed ? (
            <DiffView lines={lines} label={sayV(locale, 'changes', { n: changed })} />
          ) : (
            <p>{sayV(locale, 'noChanges')}</p>
          )}
        </details>
      </div>
      <p className="visual-checks" role="status">
        {checks}
      </p>
      <ProblemList problems={other} label={sayV(locale, 'otherProblems')} />
      <section className="visual-panel" aria-labelledby="visual-journey-title">
        <h3 id="visual-journey-title">{sayV(locale, 'journey')}</h3>
        <JourneyGraph
          locale={locale}
          flow={flow}
          selected={shown}
          problemsOf={problemsOf}
          onSelect={onStep}
          onConnect={(from, to) => onEdit(connect(flow, from, to))}
          onReconnect={(from, index, to) => onEdit(connect(flow, from, to, index))}
        />
        <div className="visual-add-step">
          <label className="visual-prop">
            {sayV(locale, 'stepKind')}
            <select value={kind} onChange={(e) => setKind(e.target.value as StepKind)}>
              {STEP_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="studio-button"
            onClick={() => {
              const added = addStep(flow, kind);
              onEdit(added.flow);
              onStep(added.id);
            }}
          >
            {sayV(locale, 'addStep')}
          </button>
          <label className="visual-prop">
            {sayV(locale, 'step')}
            <select value={shown ?? ''} onChange={(e) => onStep(e.target.value)}>
              {steps.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        </div>
      </section>
      {shown && <StepEditor key={shown} locale={locale} flow={flow} opened={baseFlow} stepId={shown} problems={problems} onChange={onEdit} onDeleted={() => typeof flow.start === 'string' && onStep(flow.start)} />}
      <TextsTable locale={locale} flow={flow} base={baseFlow} onChange={(f) => onEdit(f as Obj)} />
    </div>
  );
}
