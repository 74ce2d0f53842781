// The transaction calls of a step: its loads and its submit.
import { isObject } from '../lib/json';

export interface TxUse {
  tx: string;
  location: string;
  kind: 'load' | 'submit';
}

export function stepTransactions(stepId: string, step: Record<string, unknown>): TxUse[] {
  const out: TxUse[] = [];
  const loads = Array.isArray(step.load) ? step.load : [];
  loads.forEach((load, i) => {
    if (isObject(load) && typeof load.tx === 'string') out.push({ tx: load.tx, location: `steps.${stepId}.load[${i}].tx`, kind: 'load' });
  });
  if (isObject(step.submit) && typeof step.submit.tx === 'string') {
    out.push({ tx: step.submit.tx, location: `steps.${stepId}.submit.tx`, kind: 'submit' });
  }
  return out;
}
