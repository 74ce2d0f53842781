// Transaction code -> handler. A contract in schemas/api/ without an entry here is answered
// as unknown (E000000404) and reported at start.
import type { Handler } from '../api/handler.js';
import { accounts } from './accounts.js';
import { login, logout, profile } from './auth.js';
import { banks } from './banks.js';
import { demoCustomers } from './demo.js';
import { payees } from './payees.js';
import { sandboxClock } from './sandbox-clock.js';
import { multipleVerify, softAmountCheck, tokenPinChange, tokenPinVerify, transactionCodeChallenge, verificationIndex } from './security.js';
import { activate, tokenState } from './token.js';
import { detail, records, transfer } from './transfers.js';

export const handlers: Readonly<Record<string, Handler>> = {
  ITSI100001: login,
  ITSI100002: logout,
  ITSI100003: profile,
  ITSI200001: accounts,
  ITSI200002: payees,
  ITSI200003: banks,
  ITSI300001: transfer,
  ITSI300002: records,
  ITSI300003: detail,
  ITSI498006: activate,
  ITSI498023: tokenState,
  ITSI900001: demoCustomers,
  ITSI900002: sandboxClock,
  ITSI404173: softAmountCheck,
  ITSI500001: tokenPinVerify,
  ITSI500002: tokenPinChange,
  ITSI500003: transactionCodeChallenge,
  ITSI500004: verificationIndex,
  ITSI500005: multipleVerify,
};
