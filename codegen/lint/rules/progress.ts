// progress: a flow's steps indicator (flow.progress) counts steps that exist, each with the
// title the indicator shows in three languages.
import { isObject } from '../../lib/json';
import { LOCALES } from '../../../domain/locale';
import type { Finding, Rule } from '../types';

export const progressRule: Rule = {
  id: 'progress',
  description: 'the steps indicator (progress) names steps of the flow, each with a title',
  check(ctx) {
    const out: Finding[] = [];
    const progress = isObject(ctx.flow) ? ctx.flow.progress : undefined;
    if (!Array.isArray(progress)) return out;
    progress.forEach((stepId, i) => {
      const step = typeof stepId === 'string' ? ctx.steps.get(stepId) : undefined;
      if (!step) {
        out.push({ location: `progress[${i}]`, message: `the steps indicator counts "${String(stepId)}", which is not a step of this flow` });
        return;
      }
      const title = isObject(step.title) ? step.title : {};
      const missing = LOCALES.filter((l) => typeof title[l] !== 'string' || !title[l]);
      if (missing.length) out.push({ location: `progress[${i}]`, message: `step "${stepId}" is counted by the steps indicator, which shows its title: give it a title (${missing.join(', ')})` });
    });
    return out;
  },
};
