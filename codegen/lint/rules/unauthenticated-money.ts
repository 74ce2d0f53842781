// unauthenticated-money: a submit whose contract moves money needs an authenticator on its step
// (not 'none') and `idempotent: true`, so a retry or reload can never pay twice.
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

export const unauthenticatedMoneyRule: Rule = {
  id: 'unauthenticated-money',
  description: 'money-moving submits are authenticated and idempotent',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      const submit = step.submit;
      if (!isObject(submit) || typeof submit.tx !== 'string') continue;
      if (!ctx.contract(submit.tx)?.moneyMoving) continue;
      if (typeof step.auth !== 'string' || step.auth === 'none') {
        out.push({ location: `steps.${id}.auth`, message: `submit ${submit.tx} moves money, so the step needs an authenticator (auth other than 'none')` });
      }
      if (submit.idempotent !== true) {
        out.push({ location: `steps.${id}.submit.idempotent`, message: `submit ${submit.tx} moves money, so it must be idempotent: true` });
      }
    }
    return out;
  },
};
