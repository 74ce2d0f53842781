// bad-path: a path into data.{step}, loaded.{step}.{into} or response.{step} must name a step of
// the flow that actually sets it (a form, a load `into`, a submit). Such a typo would otherwise
// show an empty value or send an empty field, and only at run time.
import { isObject } from '../../lib/json';
import { stepContextPaths } from '../context-paths';
import { location } from '../location';
import type { Finding, LintContext, Rule } from '../types';

function hasForm(step: Record<string, unknown>): boolean {
  return step.kind === 'form' || (step.kind === 'list' && isObject(step.filter));
}

function loadsInto(step: Record<string, unknown>): string[] {
  const loads = Array.isArray(step.load) ? step.load : [];
  return loads.flatMap((load) => (isObject(load) && typeof load.into === 'string' ? [load.into] : []));
}

/** Why a path is wrong, or undefined when it is fine (or not a step-rooted path). */
export function pathProblem(ctx: LintContext, path: string): string | undefined {
  const [root, stepId, key] = path.split('.');
  if (root !== 'data' && root !== 'loaded' && root !== 'response') return undefined;
  if (!stepId) return `path "${path}" names no step (expected ${root}.{step}...)`;
  const step = ctx.steps.get(stepId);
  if (!step) return `path "${path}": the flow has no step "${stepId}"`;
  if (root === 'data' && !hasForm(step)) return `path "${path}": step "${stepId}" has no form, so ${root}.${stepId} is never set`;
  if (root === 'response' && !isObject(step.submit) && step.kind !== 'verification') return `path "${path}": step "${stepId}" has no submit, so ${root}.${stepId} is never set`;
  if (root === 'loaded') {
    const into = loadsInto(step);
    if (!into.length) return `path "${path}": step "${stepId}" loads nothing`;
    if (key !== undefined && !into.includes(key)) return `path "${path}": step "${stepId}" loads into ${into.join(', ')}, not "${key}"`;
  }
  return undefined;
}

export const badPathRule: Rule = {
  id: 'bad-path',
  description: 'data./loaded./response. paths name a step that sets them',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      for (const use of stepContextPaths(id, step)) {
        const problem = pathProblem(ctx, use.value);
        if (problem) out.push({ location: location(use.path), message: problem });
      }
    }
    return out;
  },
};
