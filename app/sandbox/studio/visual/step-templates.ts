// A new step of each kind, as the new-flow templates (../templates.ts) start it, without a next:
// the graph editor connects it. Texts are in the three languages.
import { STEP_KINDS, type StepKind } from '../templates';
import { templateSteps } from '../templates';

export { STEP_KINDS, type StepKind };

export function templateStep(kind: StepKind, route: string): Record<string, unknown> {
  const all = templateSteps(kind, route);
  const step = structuredClone(Object.values(all)[0]!) as Record<string, unknown>;
  delete step.next;
  return step;
}
