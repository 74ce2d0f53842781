// call-action: a `call` button acts on what a list or detail step shows (mark every notice read):
// the engine calls its tx with its request, then loads the step again. So it stands on a list
// or detail step that loads something (else nothing would show the bank's new state), names a
// tx with a contract, and that tx moves no money: money moves only through a step's submit,
// with its second factor and idempotency key. Its request is checked by request-mapping.
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

export const callActionRule: Rule = {
  id: 'call-action',
  description: 'call buttons stand on a list or detail step that loads, and call a transaction that moves no money',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      for (const key of ['buttons', 'footer']) {
        const buttons = Array.isArray(step[key]) ? (step[key] as unknown[]) : [];
        buttons.forEach((button, i) => {
          if (!isObject(button) || button.action !== 'call') return;
          const at = `steps.${id}.${key}[${i}]`;
          if (step.kind !== 'list' && step.kind !== 'detail') {
            out.push({ location: `${at}.action`, message: `a call button acts on what a list or detail step shows; this step is "${String(step.kind)}"` });
          } else if (!Array.isArray(step.load) || step.load.length === 0) {
            out.push({ location: `${at}.action`, message: 'a call button reloads its step afterwards: the step must load what it shows' });
          }
          if (typeof button.tx !== 'string') {
            out.push({ location: `${at}.tx`, message: 'a call button names the transaction it calls (tx)' });
            return;
          }
          const contract = ctx.contract(button.tx);
          if (!contract) out.push({ location: `${at}.tx`, message: `transaction ${button.tx} has no contract (schemas/api/${button.tx}.json)` });
          else if (contract.moneyMoving) out.push({ location: `${at}.tx`, message: `${button.tx} moves money: money moves only through a step's submit, with its authentication` });
        });
      }
    }
    return out;
  },
};
