// auth-waiver: a step may skip its authenticator (authSkipWhen) only when it still names one
// for every other case and its submit's contract declares the bank's waiver rule
// (authWaiver), which the bank enforces itself. Anything else would let money move unchecked.
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

export const authWaiverRule: Rule = {
  id: 'auth-waiver',
  description: 'authSkipWhen only with an authenticator and a contract that declares an authWaiver',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      if (step.authSkipWhen === undefined) continue;
      const location = `steps.${id}.authSkipWhen`;
      if (typeof step.auth !== 'string' || step.auth === 'none') {
        out.push({ location, message: 'authSkipWhen needs an authenticator (auth) for the cases it does not skip' });
      }
      const submit = step.submit;
      const contract = isObject(submit) && typeof submit.tx === 'string' ? ctx.contract(submit.tx) : undefined;
      if (!contract?.authWaiver) {
        out.push({ location, message: `the submit's contract declares no authWaiver, so the bank never accepts it without a second factor` });
      }
    }
    return out;
  },
};
