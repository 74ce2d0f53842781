// Static data: the message catalogue, the bank directory, the demo customers, ITSI200002/3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { OWN_BANK_CODE, REPO_ROOT } from '../../../../server/config.js';
import { allMessages } from '../../../../server/i18n/translate.js';
import { loadContracts } from '../../../../server/api/contracts.js';
import { handlers } from '../../../../server/handlers/index.js';
import { loadBankDirectory } from '../../../../server/services/money/banks.js';
import { luhnCheckDigit } from '../../../../server/seed/account-numbers.js';
import { DEMO_CUSTOMERS } from '../../../../server/seed/demo-data.js';
import { maskIdNumber, maskMobile } from '../../../../server/services/customer/users.js';
import { accountsOf, startBank, type Bank } from '../support/helpers.js';

describe('message catalogue', () => {
  it('has all three languages, non-empty, for every message', () => {
    for (const [key, texts] of Object.entries(allMessages())) {
      for (const lang of ['zh-TW', 'zh-CN', 'en'] as const) {
        expect(texts[lang], `${key} ${lang}`).toBeTruthy();
      }
      expect(Object.keys(texts).sort(), key).toEqual(['en', 'zh-CN', 'zh-TW']);
    }
  });

  it('covers every error code of the architecture document', () => {
    const doc = fs.readFileSync(path.join(REPO_ROOT, 'docs/architecture.md'), 'utf8');
    const codes = [...doc.matchAll(/^\| (E\d{9}|TE\d{9}|00000) \|/gm)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect(allMessages(), code).toHaveProperty(code as string);
  });
});

describe('contracts and handlers', () => {
  it('every contract has a handler and every handler a contract', () => {
    const contracts = loadContracts();
    expect(contracts.codes().sort()).toEqual(Object.keys(handlers).sort());
  });
});

describe('bank directory', () => {
  const seedFile = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'server/seed/hk-bank-codes.json'), 'utf8')) as {
    banks: Array<{ code: string; alias_of?: string }>;
  };

  it('uses an own code that no real bank has', () => {
    expect(seedFile.banks.some((b) => b.code === OWN_BANK_CODE)).toBe(false);
  });

  it('lists the own bank first and then canonical banks only', () => {
    const directory = loadBankDirectory();
    expect(directory.list[0]?.code).toBe(OWN_BANK_CODE);
    const codes = directory.list.slice(1).map((b) => b.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toContain('004');
    expect(codes).toContain('024');
    expect(codes).not.toContain('014'); // alias of 012
    expect(codes).toHaveLength(seedFile.banks.filter((b) => !b.alias_of).length);
    expect(directory.list.find((b) => b.code === '024')?.name).toEqual({
      'zh-TW': '恒生銀行有限公司',
      'zh-CN': '恒生銀行有限公司',
      en: 'Hang Seng Bank Ltd.',
    });
    expect(directory.accepts('014')).toBe(true);
    expect(directory.accepts('999')).toBe(false);
  });
});

describe('demo data', () => {
  it('account numbers have 14 digits (16 for cards) and a valid check digit', () => {
    for (const c of DEMO_CUSTOMERS) {
      for (const a of c.accounts) {
        expect(a.accountNo).toMatch(a.type === '04' ? /^\d{16}$/ : /^\d{14}$/);
        expect(luhnCheckDigit(a.accountNo.slice(0, -1))).toBe(a.accountNo.slice(-1));
      }
    }
  });

  it('masks identity documents and mobile numbers', () => {
    expect(maskIdNumber('A123456(3)')).toBe('A12****(3)');
    expect(maskIdNumber('1234567(8)')).toBe('123****(8)');
    expect(maskIdNumber('E12345678')).toBe('E12******');
    expect(maskMobile('+852 91234567')).toBe('+852 ****4567');
    expect(maskMobile('66123456')).toBe('****3456');
  });
});

describe('lists', () => {
  let bank: Bank;
  let token: string;
  beforeAll(async () => {
    bank = await startBank();
    token = await bank.login('chan.taiman');
  });
  afterAll(async () => {
    await bank.close();
  });

  it('ITSI200001 lists all accounts, or the transfer-out ones', async () => {
    const all = await accountsOf(bank, token);
    expect(all.map((a) => `${a.accountType}${a.currency}`)).toEqual(['01HKD', '02HKD', '03CNY', '03USD', '04HKD']);
    const out = await accountsOf(bank, token, 'transfer-out');
    expect(out.map((a) => a.accountType)).toEqual(['01', '02', '03', '03']);
    expect(out[0]).toMatchObject({ balance: 128_564_050, available: 128_564_050 });
    // Both sub-accounts of the multi-currency account share one number.
    expect(out[2]?.accountNo).toBe(out[3]?.accountNo);
  });

  it('ITSI200002 lists registered payees', async () => {
    const res = await bank.call('ITSI200002', {}, { token });
    expect(res.data.payees.length).toBeGreaterThanOrEqual(4);
    expect(res.data.payees.map((p: { bankCode: string }) => p.bankCode)).toEqual(expect.arrayContaining([OWN_BANK_CODE, '004', '024']));
  });

  it('ITSI200003 returns the own code and the banks', async () => {
    const res = await bank.call('ITSI200003', {}, { token });
    expect(res.data.ownBankCode).toBe(OWN_BANK_CODE);
    expect(res.data.banks[0].code).toBe(OWN_BANK_CODE);
  });

  it('seeding runs once: a second start on the same database adds nothing', async () => {
    const { seedIfEmpty } = await import('../../../../server/seed/seed.js');
    expect(await seedIfEmpty(bank.app.bank.store.db, bank.clock.now())).toBe(false);
    const customers = await bank.app.bank.store.db.selectFrom('customers').select('id').execute();
    expect(customers).toHaveLength(DEMO_CUSTOMERS.length);
  });
});
