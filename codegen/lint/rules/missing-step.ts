// missing-step: start, next (ids, branches' go) and backTo (when not a route) must name a step.
import { isObject } from '../../lib/json';
import { nextTargets } from '../../lib/next-targets';
import type { Finding, Rule } from '../types';

export const missingStepRule: Rule = {
  id: 'missing-step',
  description: 'start, next, go and backTo name steps that exist',
  check(ctx) {
    const out: Finding[] = [];
    const exists = (id: string): boolean => ctx.steps.has(id);
    const start = isObject(ctx.flow) ? ctx.flow.start : undefined;
    if (typeof start === 'string' && !exists(start)) out.push({ location: 'start', message: `start names step "${start}", which does not exist` });
    for (const [id, step] of ctx.steps) {
      for (const target of nextTargets(id, step)) {
        if (!exists(target.stepId)) out.push({ location: target.location, message: `next step "${target.stepId}" does not exist` });
      }
      const backTo = step.backTo;
      if (typeof backTo === 'string' && !backTo.startsWith('/') && !exists(backTo)) {
        out.push({ location: `steps.${id}.backTo`, message: `backTo names step "${backTo}", which does not exist (a route must start with '/')` });
      }
    }
    return out;
  },
};
