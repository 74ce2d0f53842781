// Pay New Bill's reads, sent as soon as the bank's address is known (the entry calls this
// before the screen's code has arrived): the merchants' directory, then the paying accounts.
import type { Call } from '../shared/form';

export interface BillReads {
  directory: { merchants?: unknown[]; categories?: unknown[] };
  accounts: unknown[];
}

export function readBill(call: Call): Promise<BillReads> {
  const directory = call('ITSI600001', {}) as Promise<BillReads['directory']>;
  const accounts = call('ITSI600002', {}) as Promise<{ accounts: unknown[] }>;
  return Promise.all([directory, accounts]).then(([d, a]) => ({ directory: d, accounts: a.accounts }));
}
