// The step ids a step names as its next step(s), with where each is written.
import { isObject } from './json';

export interface Target {
  stepId: string;
  location: string;
  /** The JSON Logic condition of a branch; undefined for a plain or default target. */
  when?: unknown;
}

export function nextTargets(stepId: string, step: Record<string, unknown>): Target[] {
  const next = step.next;
  const at = `steps.${stepId}.next`;
  if (typeof next === 'string') return [{ stepId: next, location: at }];
  if (!Array.isArray(next)) return [];
  return next.flatMap((entry, i): Target[] => {
    if (typeof entry === 'string') return [{ stepId: entry, location: `${at}[${i}]` }];
    if (isObject(entry) && typeof entry.go === 'string') return [{ stepId: entry.go, location: `${at}[${i}].go`, when: entry.when }];
    return [];
  });
}
