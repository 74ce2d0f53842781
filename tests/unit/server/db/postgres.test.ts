// The same bank on PostgreSQL (bigint columns, row locks), when PostgreSQL is installed.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../server/app.js';
import { ManualClock } from '../../../../server/clock.js';
import { OWN_BANK_CODE } from '../../../../server/config.js';
import { DEMO_CUSTOMERS } from '../../../../server/seed/demo-data.js';
import { account, activateToken, bankClient, START, transferTicket, type Bank } from '../support/helpers.js';
import { ledgerProblems } from '../support/ledger-check.js';
import { sendWithOneKey, transferRequest, type TransferOrder } from '../support/transfer-requests.js';
import { pgBinaries, startPgCluster, type PgCluster } from '../support/pg-cluster.js';

let cluster: PgCluster | undefined;
let bank: Bank;
const seedKey = randomBytes(32).toString('hex');

async function open(url: string, clock: ManualClock): Promise<Bank> {
  return bankClient(await buildServer({ databaseUrl: url, clock, sweepIntervalMs: 0, tokenSeedKey: seedKey }), clock);
}

describe.skipIf(!pgBinaries)('PostgreSQL', () => {
  beforeAll(async () => {
    cluster = await startPgCluster();
    bank = await open(cluster.url, new ManualClock(START));
  }, 60_000);
  afterAll(async () => {
    await bank?.close();
    cluster?.stop();
  });

  it('migrates, seeds once and reads bigint money as numbers', async () => {
    const token = await bank.login('chan.taiman');
    const hkd = await account(bank, token, '01', 'HKD');
    expect(hkd.balance).toBe(128_564_050);
    expect(typeof hkd.balance).toBe('number');
    // A second server on the same database neither migrates again nor reseeds.
    const second = await open(cluster!.url, bank.clock);
    await second.close();
    const customers = await bank.app.bank.store.db.selectFrom('customers').select('id').execute();
    expect(customers).toHaveLength(DEMO_CUSTOMERS.length);
  });

  it('moves money, settles local-bank transfers and keeps the ledger balanced', async () => {
    const chan = await bank.login('chan.taiman');
    const wong = await bank.login('wong.siuming');
    const device = await activateToken(bank, chan);
    const from = await account(bank, chan, '01', 'HKD');
    const to = await account(bank, wong, '01', 'HKD');
    const send = (payee: TransferOrder['payee'], amount: number, verifyTicket?: string) =>
      bank.call('ITSI300001', { ...transferRequest(bank, device, { fromAccountId: from.accountId, payee, currency: 'HKD', amount }), ...(verifyTicket ? { verifyTicket } : {}) }, { token: chan });
    const same = await send({ name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: to.accountNo }, 12_345);
    expect(same.data.transfer.status).toBe('1');
    // HKD 200,000 in a short time: strengthened verification first (docs/transfers.md).
    const ticket = await transferTicket(bank, chan, device);
    const local = await send({ name: 'LAU MEI LING', bankCode: '024', accountNo: '383124567882' }, 20_000_000, ticket);
    expect(local.data.transfer.status).toBe('0');
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(to.balance + 12_345);

    bank.clock.advance(61_000);
    const records = await bank.call('ITSI300002', { pageNo: 1, pageSize: 10, over100k: true }, { token: chan });
    expect(records.data.total).toBe(1);
    expect(records.data.records[0].status).toBe('1');
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });

  it('concurrent retries with one idempotency key move money once', async () => {
    const lee = await bank.login('lee.kayan');
    const device = await activateToken(bank, lee);
    const from = await account(bank, lee, '02', 'HKD');
    await sendWithOneKey(bank, lee, device, {
      fromAccountId: from.accountId,
      payee: { name: 'YEUNG HOI TING', bankCode: '004', accountNo: '652907114838' },
      currency: 'HKD',
      amount: 50_000,
    });
    expect((await account(bank, lee, '02', 'HKD')).balance).toBe(from.balance - 50_000);
  });

  it('crossing transfers between two customers do not deadlock', async () => {
    // Past the 30 minutes in which chan.taiman's earlier HKD 200,000 counts towards a large transfer.
    bank.clock.advance(31 * 60_000);
    const chan = await bank.login('chan.taiman');
    const wong = await bank.login('wong.siuming');
    const chanDevice = await activateToken(bank, chan);
    const wongDevice = await activateToken(bank, wong);
    const chanHkd = await account(bank, chan, '01', 'HKD');
    const wongHkd = await account(bank, wong, '01', 'HKD');
    const [a, b] = await Promise.all([
      bank.call(
        'ITSI300001',
        transferRequest(bank, chanDevice, { fromAccountId: chanHkd.accountId, payee: { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: wongHkd.accountNo }, currency: 'HKD', amount: 1_000 }),
        { token: chan },
      ),
      bank.call(
        'ITSI300001',
        transferRequest(bank, wongDevice, { fromAccountId: wongHkd.accountId, payee: { name: 'CHAN TAI MAN', bankCode: OWN_BANK_CODE, accountNo: chanHkd.accountNo }, currency: 'HKD', amount: 400 }),
        { token: wong },
      ),
    ]);
    expect([a.header.responseCode, b.header.responseCode]).toEqual(['00000', '00000']);
    expect((await account(bank, chan, '01', 'HKD')).balance).toBe(chanHkd.balance - 600);
    expect((await account(bank, wong, '01', 'HKD')).balance).toBe(wongHkd.balance + 600);
    expect(await ledgerProblems(bank.app)).toEqual([]);
  });
});
