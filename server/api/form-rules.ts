// The route's side of the form rules (services/bank/flow-registry/form-rules.ts): which rules a
// request meets, from the definition its header names, and the refusal when a field breaks one.
// A request that names no definition never comes here: it costs nothing and meets the contract.
import type { Contract } from './contracts.js';
import type { Call } from './handler.js';
import { BankError, FORM_RULE_REFUSED } from './errors.js';
import { parseFlowHeader, type FlowDefinition } from '../services/bank/flow-provenance.js';
import { acceptsDefinition } from '../services/bank/flow-registry/accepted.js';
import { rulesOfDefinition } from '../services/bank/flow-registry/definition-rules.js';
import { breachOf, type FieldRule } from '../services/bank/flow-registry/form-rules.js';
import { recordAuthEvent } from '../services/bank/audit.js';

export interface FormRulesCheck {
  definition: FlowDefinition;
  steps: FieldRule[][];
}

/**
 * The rules of the steps of the named definition that submit the contract's code. `accepted`:
 * the route has already accepted the definition (a money-moving code). For other codes a name the
 * bank does not accept is recorded and the request meets the contract alone
 * (docs/decisions.md, "Form rules on the bank").
 */
export async function formRulesOf(call: Call, contract: Pick<Contract, 'code'>, flowHeader: unknown, accepted: boolean): Promise<FormRulesCheck | undefined> {
  const definition = parseFlowHeader(flowHeader);
  if (!definition) return undefined;
  if (!accepted && !(await acceptsDefinition(call.ctx, definition))) {
    await recordAuthEvent(call.ctx, {
      event: 'flow-definition-unknown',
      outcome: 'failure',
      customerId: call.customerId ?? null,
      ip: call.ip ?? null,
      detail: { code: contract.code, flow: String(flowHeader).slice(0, 80) },
    });
    return undefined;
  }
  const steps = (await rulesOfDefinition(call.ctx, definition))?.get(contract.code);
  return steps?.length ? { definition, steps } : undefined;
}

/** Refuses, audited, a request whose field breaks its form's rule; nothing is posted. */
export async function enforceFormRules(call: Call, code: string, check: FormRulesCheck, payload: unknown): Promise<void> {
  const breach = breachOf(check.steps, payload);
  if (!breach) return;
  const { flowId, version, hash } = check.definition;
  await recordAuthEvent(call.ctx, {
    event: 'form-rule-refused',
    outcome: 'failure',
    customerId: call.customerId ?? null,
    ip: call.ip ?? null,
    detail: { code, flow: `${flowId}@${version}#${hash}`, field: breach.target },
  });
  throw new BankError(FORM_RULE_REFUSED, { field: breach.label?.[call.lang] ?? breach.target }, { field: breach.field });
}
