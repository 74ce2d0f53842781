// Which part of the visual editor a linter problem concerns: its location
// ('steps.input.schema.properties.note.maxLength', codegen/lint/location.ts) names a step and,
// inside a form, a field by any of the four places a field lives in. Pure.
import { parseLocation } from '../json-locations';
import type { StudioProblem } from '../studio-api';

export interface ProblemTarget {
  step?: string;
  field?: string;
}

export function problemTarget(location: string): ProblemTarget {
  const s = parseLocation(location);
  if (s[0] !== 'steps' || typeof s[1] !== 'string') return {};
  const step = s[1];
  const [a, b, c] = s.slice(2);
  if (a === 'schema' && b === 'properties' && typeof c === 'string') return { step, field: c };
  if (a === 'schema' && b === 'required') return { step };
  if ((a === 'fields' || a === 'ui') && typeof b === 'string' && !b.startsWith('ui:')) return { step, field: b };
  if (a === 'messages' && typeof b === 'string') return { step, field: b.split('.')[0] };
  return { step };
}

export function problemsOf(problems: StudioProblem[], step: string, field?: string): StudioProblem[] {
  return problems.filter((p) => {
    const t = problemTarget(p.location);
    return t.step === step && (field === undefined ? t.field === undefined : t.field === field);
  });
}

/** Problems no step or field of the visual editor shows (the flow's own, a syntax error). */
export function unplacedProblems(problems: StudioProblem[], steps: string[]): StudioProblem[] {
  return problems.filter((p) => {
    const t = problemTarget(p.location);
    return !t.step || !steps.includes(t.step);
  });
}
