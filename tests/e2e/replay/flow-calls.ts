// Which bank calls belong to the journey. In the browser every request reaches one route
// handler, the app shell's own calls included (log-on, customer profile, bank names, token
// activation). A fixture records the journey only, so a request is the flow's exactly when
// its transaction code is one the flow's steps load or submit: the same list the flow linter
// checks (codegen/lint/transactions.ts). Everything else is the shell's (shell-bank.ts).
import type { Flow } from '../../../engine/core/flow-types';
import { stepTransactions } from '../../../codegen/lint/transactions';

/**
 * What a verification asks the bank: a step's `verify` or a verification step's bizType (index,
 * challenge or SMS code, multiple verify), a verification step's theMods (ITSI190030).
 */
export const VERIFICATION_CODES = ['ITSI500004', 'ITSI500003', 'ITSI320001', 'ITSI500005'] as const;
const CALLER_MODES_CODE = 'ITSI190030';

export function flowTransactionCodes(flow: Flow): Set<string> {
  const codes = new Set(
    Object.entries(flow.steps).flatMap(([stepId, step]) =>
      stepTransactions(stepId, step as unknown as Record<string, unknown>).map((use) => use.tx),
    ),
  );
  const verifies = Object.values(flow.steps).some((step) => ('verify' in step && step.verify) || step.kind === 'verification');
  if (verifies) for (const code of VERIFICATION_CODES) codes.add(code);
  if (Object.values(flow.steps).some((step) => step.kind === 'verification')) codes.add(CALLER_MODES_CODE);
  return codes;
}
