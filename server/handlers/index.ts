// Transaction code -> handler. A contract in schemas/api/ without an entry here is answered
// as unknown (E000000404) and reported at start.
import type { Handler } from '../api/handler.js';
import { accounts } from './accounts.js';
import { login, logout, profile } from './auth.js';
import { banks } from './banks.js';
import { demoCustomers } from './demo.js';
import { payees } from './payees.js';
import { sandboxClock } from './sandbox-clock.js';
import { activate, tokenState } from './token.js';
import { detail, records, transfer } from './transfers.js';
import {
  passkeyConfirm,
  passkeyConfirmOptions,
  passkeyList,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegister,
  passkeyRegistrationOptions,
  passkeyRemove,
} from './passkeys.js';
import { bankDateTime, coreDate } from './device-time.js';
import { keepAlive } from './session-keep-alive.js';
import { faceScan } from './face-scan.js';
import { acceptAgreement, certificateData, depositSign, loanSign, registerSigningKey, signedResult, transactionHash } from './signing.js';

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
  ITSI421030: bankDateTime,
  ITSI421017: coreDate,
  ITSI510001: passkeyRegistrationOptions,
  ITSI510002: passkeyRegister,
  ITSI510003: passkeyLoginOptions,
  ITSI510004: passkeyLogin,
  ITSI510005: passkeyList,
  ITSI510006: passkeyConfirmOptions,
  ITSI510007: passkeyConfirm,
  ITSI510008: passkeyRemove,
  ITSI510010: keepAlive,
  ITSI510020: registerSigningKey,
  ITSI108024: certificateData,
  ITSI108021: loanSign,
  ITSI108515: depositSign,
  ITSI104330: transactionHash,
  ITSI104331: signedResult,
  ITSI510030: faceScan,
  ITSI510040: acceptAgreement,
};
