// unknown-form-ref: a form schema's $ref must resolve (to a file, relative to the flow file, and
// to something inside it); the generator inlines it, so a broken one fails the build.
import type { Finding, Rule } from '../types';

export const unknownFormRefRule: Rule = {
  id: 'unknown-form-ref',
  description: 'form schema $refs resolve to files',
  check(ctx) {
    const out: Finding[] = [];
    for (const form of ctx.forms()) {
      for (const problem of form.resolved.problems) {
        const at = problem.at.split('/').filter(Boolean).join('.');
        out.push({ location: `${form.location}.schema${at ? `.${at}` : ''}.$ref`, message: `$ref "${problem.ref}" does not resolve: ${problem.reason}` });
      }
    }
    return out;
  },
};
