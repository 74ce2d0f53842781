// unknown-transaction: every load/submit names a code with a contract in schemas/api/.
import { stepTransactions } from '../transactions';
import type { Finding, Rule } from '../types';

export const unknownTransactionRule: Rule = {
  id: 'unknown-transaction',
  description: 'load/submit transaction codes have a contract in schemas/api/',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      for (const use of stepTransactions(id, step)) {
        if (!ctx.contract(use.tx)) {
          out.push({ location: use.location, message: `transaction ${use.tx} has no contract (schemas/api/${use.tx}.json with request and response)` });
        }
      }
    }
    return out;
  },
};
