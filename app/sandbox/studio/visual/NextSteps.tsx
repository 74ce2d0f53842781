// Where a step goes next, by keyboard as well as on the graph: each branch's target (a
// reconnected arrow) and condition, the default, a new branch or next step.
import type { Locale } from '../../../../engine/core/flow-types';
import { ConditionBuilder } from './ConditionBuilder';
import { conditionFields } from './condition';
import { addBranch, branchesOf, connect, setCondition, stepsOf } from './journey';
import { sayV } from './texts';

type Obj = Record<string, unknown>;

interface Props {
  locale: Locale;
  flow: Obj;
  /** The flow as opened (condition.ts: what it read stays on offer). */
  opened: Obj | null;
  stepId: string;
  onChange: (flow: Obj) => void;
}

export function NextSteps({ locale, flow, opened, stepId, onChange }: Props) {
  const steps = Object.keys(stepsOf(flow)).filter((s) => s !== stepId);
  const branches = branchesOf(stepsOf(flow)[stepId]!);
  const fields = conditionFields(flow, stepId, opened);
  const target = (label: string, value: string, onPick: (to: string) => void) => (
    <label className="visual-prop">
      {label}
      <select value={value} onChange={(e) => e.target.value && onPick(e.target.value)}>
        {!value && <option value="">{sayV(locale, 'noNext')}</option>}
        {steps.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </label>
  );
  let n = 0;
  return (
    <section className="visual-panel" aria-labelledby={`visual-next-${stepId}`}>
      <h4 id={`visual-next-${stepId}`}>{sayV(locale, 'next')}</h4>
      {branches.map((b) => {
        if (b.when === undefined)
          return <div key={b.index}>{target(sayV(locale, b.index === -1 ? 'onlyNext' : 'default'), b.go, (to) => onChange(connect(flow, stepId, to, b.index)))}</div>;
        n += 1;
        return (
          <div key={b.index} className="visual-branch">
            {target(sayV(locale, 'branch', { n }), b.go, (to) => onChange(connect(flow, stepId, to, b.index)))}
            <ConditionBuilder locale={locale} label={sayV(locale, 'condition', { n })} when={b.when} fields={fields} onChange={(when) => onChange(setCondition(flow, stepId, b.index, when))} />
          </div>
        );
      })}
      {steps.length > 0 && (
        <div className="visual-next__add">
          {branches.length > 0 && (
            <button type="button" className="studio-button" onClick={() => onChange(addBranch(flow, stepId, steps[0]!))}>
              {sayV(locale, 'addBranch')}
            </button>
          )}
          {(branches.length === 0 || branches.every((b) => b.when !== undefined)) && target(sayV(locale, 'addNext'), '', (to) => onChange(connect(flow, stepId, to)))}
        </div>
      )}
    </section>
  );
}
