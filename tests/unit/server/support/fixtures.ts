// The bank a server test runs against, as Vitest fixtures (https://vitest.dev/guide/test-context):
// a test names what it reads and gets it made for it alone, the bank closed after it.
//   it('...', async ({ bank, chan, device }) => { ... })
//   bankOptions  the bank's build options: {} unless a file sets others on a test of its own,
//                const it = test.extend({ bankOptions: { minAppVersion: '5.2.0' } })
//                (not it.override at a file's top level: the bank's files share this module
//                in a worker, and a top-level override would change it for the files after);
//   bank         a fresh sandbox bank on an in-memory SQLite database, its clock at START;
//   chan, wong, ho   the session of chan.taiman, wong.siuming, ho.wingyan (password and SMS code);
//   device       chan.taiman's Mobile Token, activated and past its cooling-off;
//   hkd, wongHkd chan.taiman's and wong.siuming's HKD savings account as the bank lists it;
//   auth         the next Mobile Token credential of chan's device: 30 seconds later each
//                time, so no code is a replay of the last.
// Nothing of the bank lives at a file's top level: a helper takes what it reads as its first
// parameter (the bank, or `{ bank, chan, ... }`, typed `Pick<Given, ...>` from the file's own
// `Given`), and the test passes it what it was given. Set-up of a file's own is a fixture too:
//   const it = test.extend<{ usd: Account }>({ usd: async ({ bank, chan }, use) => use(await account(bank, chan, '03', 'USD')) });
// A test names the fixtures whose set-up it stands on even when its body does not read them
// (a `device` it does not read still means chan.taiman's Mobile Token is active).
import { test as base } from 'vitest';
import type { BuildOptions } from '../../../../server/app.js';
import { account, activateToken, otp, startBank, type Account, type Bank } from './helpers.js';

export interface BankFixtures {
  bankOptions: BuildOptions;
  bank: Bank;
  chan: string;
  wong: string;
  ho: string;
  device: Awaited<ReturnType<typeof activateToken>>;
  hkd: Account;
  wongHkd: Account;
  auth: () => { method: 'mobile-token'; deviceId: string; otp: string };
}

export const test = base.extend<BankFixtures>({
  bankOptions: {},
  bank: async ({ bankOptions }, use) => {
    const bank = await startBank(bankOptions);
    await use(bank);
    await bank.close();
  },
  chan: async ({ bank }, use) => use(await bank.login('chan.taiman')),
  wong: async ({ bank }, use) => use(await bank.login('wong.siuming')),
  ho: async ({ bank }, use) => use(await bank.login('ho.wingyan')),
  device: async ({ bank, chan }, use) => use(await activateToken(bank, chan)),
  hkd: async ({ bank, chan }, use) => use(await account(bank, chan, '01', 'HKD')),
  wongHkd: async ({ bank, wong }, use) => use(await account(bank, wong, '01', 'HKD')),
  auth: async ({ bank, device }, use) =>
    use(() => {
      bank.clock.advance(30_000);
      return { method: 'mobile-token' as const, deviceId: device.deviceId, otp: otp(device.seed, bank.clock) };
    }),
});

export const it = test;
