// unreachable-step: every step must be reachable from start through next/go; an orphan is
// usually a step whose incoming `next` was renamed.
import { isObject } from '../../lib/json';
import { nextTargets } from '../../lib/next-targets';
import type { Finding, Rule } from '../types';

export const unreachableStepRule: Rule = {
  id: 'unreachable-step',
  description: 'every step is reachable from start through next/go',
  check(ctx) {
    const start = isObject(ctx.flow) ? ctx.flow.start : undefined;
    if (typeof start !== 'string' || !ctx.steps.has(start)) return []; // missing-step reports it
    const reached = new Set<string>([start]);
    const queue = [start];
    while (queue.length) {
      const id = queue.shift()!;
      for (const { stepId } of nextTargets(id, ctx.steps.get(id) ?? {})) {
        if (ctx.steps.has(stepId) && !reached.has(stepId)) {
          reached.add(stepId);
          queue.push(stepId);
        }
      }
    }
    const out: Finding[] = [];
    for (const id of ctx.steps.keys()) {
      if (!reached.has(id)) out.push({ location: `steps.${id}`, message: `step "${id}" cannot be reached from start "${start}"` });
    }
    return out;
  },
};
