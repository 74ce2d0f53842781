// The bank a server test runs against, as Vitest fixtures: `bank` is a fresh sandbox bank on
// an in-memory database with the test clock at START, closed after the test; `chan` is
// chan.taiman's logged-on session on it. A test asks for what it uses:
//   it('...', async ({ bank, chan }) => { ... })
import { test as base } from 'vitest';
import { startBank, type Bank } from './helpers.js';

export const test = base.extend<{ bank: Bank; chan: string }>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixtures a function asks for from its first parameter.
  bank: async ({}, use) => {
    const bank = await startBank();
    await use(bank);
    await bank.close();
  },
  chan: async ({ bank }, use) => {
    await use(await bank.login('chan.taiman'));
  },
});

export const it = test;
