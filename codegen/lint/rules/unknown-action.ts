// unknown-action: button actions and step authenticators must be names the app registers
// (vocabulary.json actions / authenticators); a 'continue' button needs a step to go on to; a
// 'share-bill' button names the paid record (query kind, a constant the share page knows, and id).
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

/** The records the share page reads (ITSI190035 kind). */
const SHARE_BILL_KINDS = ['transfer', 'bill-payment', 'mainland-remittance'];

export const unknownActionRule: Rule = {
  id: 'unknown-action',
  description: 'button actions and auth names are in vocabulary.json',
  check(ctx) {
    const out: Finding[] = [];
    const { actions, authenticators } = ctx.vocabulary;
    for (const [id, step] of ctx.steps) {
      // List steps also have buttons under the list (footer).
      for (const key of ['buttons', 'footer'] as const) {
      const buttons = Array.isArray(step[key]) ? (step[key] as unknown[]) : [];
      buttons.forEach((button, i) => {
        const action = isObject(button) ? button.action : undefined;
        if (typeof action === 'string' && !actions.includes(action)) {
          out.push({ location: `steps.${id}.${key}[${i}].action`, message: `action "${action}" is not in vocabulary.json (known: ${actions.join(', ')})` });
        }
        if (action === 'continue' && step.next === undefined) {
          out.push({ location: `steps.${id}.${key}[${i}].action`, message: 'action "continue" goes on to the step\'s "next", and this step has none' });
        }
        if (action === 'share-bill') {
          const query = isObject(button) && isObject(button.query) ? button.query : {};
          const kind = isObject(query.kind) ? query.kind.const : undefined;
          if (!SHARE_BILL_KINDS.includes(kind as string) || query.id === undefined) {
            out.push({ location: `steps.${id}.${key}[${i}].query`, message: `action "share-bill" needs query.kind ({ "const": one of ${SHARE_BILL_KINDS.join(', ')} }) and query.id` });
          }
        }
      });
      }
      if (typeof step.auth === 'string' && !authenticators.includes(step.auth)) {
        out.push({ location: `steps.${id}.auth`, message: `authenticator "${step.auth}" is not in vocabulary.json (known: ${authenticators.join(', ')})` });
      }
    }
    return out;
  },
};
