// unknown-property: a step may only use StepCommon's properties and its own kind's. The schema
// composes kinds with allOf, which cannot forbid extras, so a typo ("nxt") would pass silently.
import { allowedStepProperties } from '../../lib/flow-schema';
import type { Finding, Rule } from '../types';

export const unknownPropertyRule: Rule = {
  id: 'unknown-property',
  description: 'a step uses only the properties of its kind',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      if (typeof step.kind !== 'string') continue;
      const allowed = allowedStepProperties(step.kind);
      if (!allowed) continue; // an unknown kind is the schema rule's to report
      for (const key of Object.keys(step)) {
        if (!allowed.has(key)) {
          out.push({ location: `steps.${id}.${key}`, message: `"${key}" is not a property of a ${step.kind} step (allowed: ${[...allowed].sort().join(', ')})` });
        }
      }
    }
    return out;
  },
};
