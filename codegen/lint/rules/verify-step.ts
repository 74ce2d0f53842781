// verify-step: strengthened verification (`verify`) names a business type from vocabulary.json
// (bizTypes) and sits on a step that submits something (the ticket travels with the submit).
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

export const verifyStepRule: Rule = {
  id: 'verify-step',
  description: 'verify names a known bizType on a step with a submit',
  check(ctx) {
    const out: Finding[] = [];
    const { bizTypes } = ctx.vocabulary;
    for (const [id, step] of ctx.steps) {
      const verify = step.verify;
      if (verify === undefined) continue;
      if (!isObject(verify)) continue; // the schema rule reports the shape
      if (typeof verify.bizType === 'string' && !bizTypes.includes(verify.bizType)) {
        out.push({ location: `steps.${id}.verify.bizType`, message: `bizType "${verify.bizType}" is not in vocabulary.json (known: ${bizTypes.join(', ')})` });
      }
      if (!isObject(step.submit)) {
        out.push({ location: `steps.${id}.verify`, message: 'verify needs a submit on the same step: the verification ticket is sent with it' });
      }
    }
    return out;
  },
};
