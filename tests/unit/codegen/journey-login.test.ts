// The spec lists every route as open ("none shown need it"), yet its section 6 says some entries
// "require login and start login first". The product's rule (docs/decisions.md): a journey needs
// log-on when it reads or changes the customer's own accounts, money or data; the open ones are
// information, rates, branches, the calculator, help, the forgotten and reset password and the
// account opening. An open journey that called a transaction the bank answers only in a session
// would reach the customer as a session time-out dialog on its first call: this keeps them apart.
import { describe, expect, it } from 'vitest';
import { readFlows } from '../../../codegen/lib/flows';
import { loadContracts } from '../../../codegen/lib/catalog';
import { contractCodes } from '../../../codegen/gen/journeys';

describe('journeys open without log-on', () => {
  const sessionOnly = new Set(loadContracts().filter((c) => (c as { login?: boolean }).login !== false).map((c) => c.code));
  const flows = readFlows().map(({ flow }) => flow as { id: string; login?: boolean; steps: unknown });

  it('call only transactions the bank answers without a session', () => {
    const wrong = flows.filter((f) => f.login !== true).flatMap((f) => [...contractCodes(f.steps)].filter((c) => sessionOnly.has(c)).map((c) => `${f.id}: ${c}`));
    expect(wrong).toEqual([]);
  });

  it('are the ones the decision names', () => {
    const open = flows.filter((f) => f.login !== true).map((f) => f.id.split('.')[0]);
    expect([...new Set(open)].sort()).toEqual(['branch', 'forex', 'mortgage', 'open-account', 'precious-metal', 'qr', 'sandbox', 'settings', 'stock', 'transfer']);
  });
});
