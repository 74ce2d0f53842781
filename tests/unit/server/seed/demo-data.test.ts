// The demo customers hold what the product's pages need to be tried: accounts with money,
// payees and notices for everyone who can log on (ng.kawai must first reset the password); a mortgage (lee.kayan), time deposits one of which matures
// within days (ho.wingyan), a securities portfolio and an ATM card (chan.taiman), and a EUR
// account (lee.kayan) with which a EUR express transfer goes through and settles, balanced. A
// database seeded before the EUR account existed gets it (and the bank's EUR clearing
// accounts) on the next start, once.
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.js';
import { DEMO_CUSTOMERS } from '../../../../server/seed/demo-data.js';
import { seedAddedAccounts } from '../../../../server/seed/demo-accounts.js';
import { hkDate } from '../../../../server/clock.js';
import { account, accountsOf, activateToken, idempotencyKey, otp, PASSWORD } from '../support/helpers.js';
import { ledgerProblems } from '../support/ledger-check.js';

describe('every demo customer', () => {
  it('has accounts with money, a payee and unread notices', async ({ bank }) => {
    expect(DEMO_CUSTOMERS.map((c) => c.loginId)).toEqual(['chan.taiman', 'wong.siuming', 'lee.kayan', 'ho.wingyan', 'tam.meiling', 'ng.kawai']);
    for (const { loginId, passwordUpgrade } of DEMO_CUSTOMERS) {
      if (passwordUpgrade) {
        // Must reset the password first (the upgraded password system): log-on says so.
        const res = await bank.call('ITSI100001', { loginId, password: PASSWORD });
        expect(res.header.responseCode, loginId).toBe('E001101338');
        continue;
      }
      const token = await bank.login(loginId);
      const accounts = await accountsOf(bank, token);
      expect(accounts.some((a) => a.available > 0), loginId).toBe(true);
      expect((await bank.call('ITSI200002', {}, { token })).data.payees.length, loginId).toBeGreaterThan(0);
      expect((await bank.call('ITSI110001', {}, { token })).data.unreadCount, loginId).toBeGreaterThan(0);
    }
  });

  it('together they have a mortgage, deposits maturing soon, securities and an ATM card', async ({ bank }) => {
    const lee = await bank.login('lee.kayan');
    expect((await bank.call('ITSI150001', {}, { token: lee })).data.mortgages).toHaveLength(1);

    const ho = await bank.login('ho.wingyan');
    const deposits = (await bank.call('ITSI120004', {}, { token: ho })).data.deposits as { maturityDate: string; status: string }[];
    const today = hkDate(bank.clock.now());
    const inAWeek = hkDate(bank.clock.now() + 7 * 86_400_000);
    expect(deposits.filter((d) => d.status === 'active' && d.maturityDate > today && d.maturityDate <= inAWeek)).toHaveLength(1);

    const chan = await bank.login('chan.taiman');
    expect((await bank.call('ITSI140011', {}, { token: chan })).data.holdings.length).toBeGreaterThan(0);
    expect((await accountsOf(bank, chan)).some((a) => a.accountType === '04')).toBe(true);
  });
});

describe('the EUR account', () => {
  it('is lee.kayan\'s, in the multi-currency account, and sends a EUR express transfer that settles balanced', async ({ bank }) => {
    const lee = await bank.login('lee.kayan');
    const eur = await account(bank, lee, '03', 'EUR');
    const usd = await account(bank, lee, '03', 'USD');
    expect(eur).toMatchObject({ accountNo: usd.accountNo, available: 2_500_000 });
    expect((eur as { productName?: { en: string } }).productName?.en).toBe('Multi-currency Savings Account - EUR');

    const device = await activateToken(bank, lee);
    bank.clock.advance(30_000);
    const res = await bank.call(
      'ITSI300005',
      {
        kind: 'express',
        fromAccountId: eur.accountId,
        currency: 'EUR',
        payee: { name: 'YEUNG HOI TING', bankCode: '004', accountNo: '652907114838' },
        amount: 120_050,
        idempotencyKey: idempotencyKey(),
        auth: { method: 'mobile-token', deviceId: device.deviceId, otp: otp(device.seed, bank.clock) },
      },
      { token: lee },
    );
    expect(res.header.responseCode).toBe('00000');
    expect(res.data.transfer).toMatchObject({ currency: 'EUR', amount: 120_050, fee: 0, transferKind: 'express', status: '0' });
    expect((await account(bank, lee, '03', 'EUR')).available).toBe(2_500_000 - 120_050);

    // Settled by the receiving bank a minute later (the sandbox's settlement time).
    await bank.call('ITSI900002', { advanceMs: 61_000 });
    const again = await bank.login('lee.kayan');
    const done = await bank.call('ITSI300003', { transferId: res.data.transfer.transferId }, { token: again });
    expect(done.data.transfer.status).toBe('1');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('is added, with the bank\'s EUR clearing accounts, to a database seeded before it existed, once', async ({ bank }) => {
    const db = bank.app.bank.store.db;
    // Make this database look like one seeded before EUR: no EUR account of any kind.
    const eurIds = (await db.selectFrom('accounts').select('id').where('currency', '=', 'EUR').execute()).map((a) => a.id);
    expect(eurIds.length).toBe(3); // lee.kayan's, the bank's clearing and settlement accounts
    const entryIds = (await db.selectFrom('postings').select('entry_id').where('account_id', 'in', eurIds).execute()).map((p) => p.entry_id);
    await db.deleteFrom('postings').where('entry_id', 'in', entryIds).execute();
    await db.deleteFrom('journal_entries').where('id', 'in', entryIds).execute();
    await db.deleteFrom('accounts').where('id', 'in', eurIds).execute();

    await seedAddedAccounts(db, bank.clock.now());
    await seedAddedAccounts(db, bank.clock.now());
    const eur = await db.selectFrom('accounts').select(['kind', 'account_no', 'balance']).where('currency', '=', 'EUR').orderBy('kind').execute();
    expect(eur).toEqual([
      { kind: 'clearing', account_no: 'GL-CLEARING', balance: 0 },
      { kind: 'customer', account_no: DEMO_CUSTOMERS.find((c) => c.loginId === 'lee.kayan')!.accounts.find((a) => a.currency === 'EUR')!.accountNo, balance: 2_500_000 },
      { kind: 'settlement', account_no: 'GL-SETTLEMENT', balance: -2_500_000 },
    ]);
    expect(await ledgerProblems(bank.app)).toEqual([]);
    const lee = await bank.login('lee.kayan');
    expect((await accountsOf(bank, lee)).map((a) => a.currency)).toEqual(['HKD', 'HKD', 'CNY', 'USD', 'EUR']);
  });
});
