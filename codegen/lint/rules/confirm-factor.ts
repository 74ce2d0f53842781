// confirm-factor: a step's authenticator must produce a factor its submit's contract accepts
// (contract `factors`, enforced by the bank's API route), and a step whose contract asks for
// strengthened verification (`verify`) must declare it with the same business type, or the
// bank would refuse every customer who needs it.
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

/** The auth methods each authenticator of vocabulary.json may send. */
const METHODS_OF: Record<string, string[]> = {
  'mobile-token': ['mobile-token'],
  'transaction-code': ['transaction-code'],
  password: ['password'],
  passkey: ['passkey'],
  'bound-device': ['passkey', 'mobile-token'],
  'sms-otp': ['sms-otp'],
  'device-certificate': ['device-certificate'],
};

export const confirmFactorRule: Rule = {
  id: 'confirm-factor',
  description: "auth names an authenticator the submit's contract accepts (factors), and verify matches the contract's",
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      const submit = step.submit;
      const contract = isObject(submit) && typeof submit.tx === 'string' ? ctx.contract(submit.tx) : undefined;
      if (!contract) continue;
      const accepted = [...(contract.factors ?? []), ...(contract.fallbackFactors ?? [])];
      if (contract.factors && typeof step.auth === 'string' && step.auth !== 'none') {
        const refused = (METHODS_OF[step.auth] ?? [step.auth]).filter((m) => !accepted.includes(m));
        if (refused.length > 0) {
          out.push({ location: `steps.${id}.auth`, message: `${contract.code} is confirmed only by ${accepted.join(', ')}; "${step.auth}" would send ${refused.join(', ')}` });
        }
      }
      if (contract.verify) {
        const verify = isObject(step.verify) ? step.verify : undefined;
        if (!verify) out.push({ location: `steps.${id}`, message: `${contract.code} needs strengthened verification (bizType "${contract.verify}") for customers who must pass it: add verify` });
        else if (verify.bizType !== contract.verify) {
          out.push({ location: `steps.${id}.verify.bizType`, message: `${contract.code} spends a "${contract.verify}" ticket, not "${String(verify.bizType)}"` });
        }
      }
    }
    return out;
  },
};
