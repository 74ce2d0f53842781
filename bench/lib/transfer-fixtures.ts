// The transfer journey's inputs and a scripted, in-memory bank and authenticator for the
// engine: the same shapes as tests/unit/engine/flow-run.test.ts, without the test framework,
// so the engine's own cost is measured and not the network's.
import fs from 'node:fs';
import type { EngineDeps, Flow, RunStorage } from '../../engine/core';
import { formValidators } from '../../generated/validators/forms.js';
import { apiRequestValidators } from '../../generated/validators/api-requests.js';
import { repoPath } from './paths';

// As the engine receives it (references to flows/shared/ expanded by codegen).
export const transferFlow = JSON.parse(fs.readFileSync(repoPath('generated/journeys/transfer.create/flow.json'), 'utf8')) as Flow;
export const TRANSFER_INPUT_FORM = 'transfer.create@1/input';

export const account = { accountId: 'A1', accountNo: '01234567890123', currency: 'HKD', available: 500000 };

export const validInput = {
  fromAccount: account,
  payee: { name: 'Wong Siu Ming', bankCode: '388', accountNo: '38800000000001' },
  amount: 12345,
  terms: true,
};

/** Several faults at once (missing amount, bad payee name, terms not accepted): the error path. */
export const invalidInput = {
  fromAccount: account,
  payee: { name: 'bad<name>', bankCode: '38', accountNo: '38800000000001' },
  terms: false,
};

function transferResponse() {
  return {
    transfer: {
      transferId: 'T1', referenceNo: 'FT20261123ABCDEF1234', transferType: 'same-bank', status: '1', category: '2',
      fromAccountNo: account.accountNo, payeeName: 'Wong Siu Ming', payeeBankCode: '388', payeeAccountNo: '38800000000001',
      currency: 'HKD', amount: 12345, fee: 0, createdAt: '2026-11-23T02:00:00.000Z', valueDate: '2026-11-23',
    },
    availableAfter: 487655,
  };
}

function memoryStorage(): RunStorage {
  const map = new Map<string, string>();
  return {
    load: (k) => map.get(k) ?? null,
    save: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
    keys: () => [...map.keys()],
  };
}

const accounts = [
  { ...account, accountType: '01', balance: 500000, productName: 'HKD Savings' },
  { accountId: 'A2', accountNo: '01234567890456', currency: 'USD', available: 80000, accountType: '03', balance: 80000, productName: 'Multi-currency' },
];

/** Engine dependencies answering every transaction code of the transfer flow from memory. */
export function scriptedDeps(): EngineDeps {
  let id = 0;
  return {
    call: async (code) => {
      switch (code) {
        case 'ITSI200001':
          return { accounts };
        case 'ITSI200002':
          return { payees: [] };
        case 'ITSI200003':
          return { ownBankCode: '388', banks: [{ code: '004', name: { 'zh-TW': '匯豐', 'zh-CN': '汇丰', en: 'HSBC' } }] };
        case 'ITSI300015':
          // The payee's account check on Next (a payee at another bank here: nothing to tell).
          return { sameBank: false };
        case 'ITSI300001':
          return transferResponse();
        default:
          throw new Error(`unexpected transaction ${code}`);
      }
    },
    formValidators,
    requestValidators: apiRequestValidators,
    // The confirm step names the bound device; without a passkey on the device that is the token.
    authenticators: { 'bound-device': async () => ({ method: 'mobile-token', deviceId: 'D'.repeat(32), otp: '123456' }) },
    locale: () => 'en',
    user: () => ({ customerName: 'Chan Tai Man' }),
    now: () => new Date('2026-11-23T02:00:00Z'),
    newId: () => `id-${String(++id).padStart(16, '0')}`,
    storage: memoryStorage(),
  };
}
