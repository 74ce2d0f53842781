// The transfer's reads, sent as soon as the bank's address is known (the entry calls this
// before the screen's code has arrived): the accounts that may pay out, the banks, the payees.
import type { Call } from '../shared/form';

export interface TransferReads {
  accounts: unknown[];
  banks: { ownBankCode?: string; banks?: unknown[] };
  payees: unknown[];
}

export function readTransfer(call: Call): Promise<TransferReads> {
  const accounts = call('ITSI200001', { purpose: 'transfer-out' }) as Promise<{ accounts: unknown[] }>;
  const banks = call('ITSI200003', {}) as Promise<TransferReads['banks']>;
  const payees = call('ITSI200002', {}) as Promise<{ payees: unknown[] }>;
  return Promise.all([accounts, banks, payees]).then(([a, b, p]) => ({ accounts: a.accounts, banks: b, payees: p.payees }));
}
