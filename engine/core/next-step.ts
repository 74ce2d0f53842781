// Chooses the next step from a flow's `next`: branches are JSON Logic conditions tried in
// order; a bare step id is the default.
import type { Next } from './flow-types';
import { evaluateLogic } from './context';

export function chooseNext(next: Next | undefined, ctx: object): string | undefined {
  if (next === undefined) return undefined;
  if (typeof next === 'string') return next;
  for (const branch of next) {
    if (typeof branch === 'string') return branch;
    if (evaluateLogic(branch.when, ctx)) return branch.go;
  }
  return undefined;
}
