// Transaction code -> handler. A contract in schemas/api/ without an entry here is answered
// as unknown (E000000404) and reported at start.
import type { Handler } from '../api/handler.js';
import { accounts } from './accounts.js';
import { login, logout, profile } from './auth.js';
import { banks } from './banks.js';
import * as billServices from './bill-services.js';
import { demoCustomers } from './demo.js';
import { payees } from './payees.js';
import { sandboxClock } from './sandbox-clock.js';
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
  ITSI610001: billServices.billMerchants,
  ITSI610002: billServices.ebillCreate,
  ITSI610003: billServices.ebillList,
  ITSI620001: billServices.directDebitList,
  ITSI620002: billServices.directDebitDetail,
  ITSI620003: billServices.directDebitCreate,
  ITSI620004: billServices.directDebitAmend,
  ITSI620005: billServices.directDebitCancel,
  ITSI630001: billServices.regularPaymentList,
  ITSI630002: billServices.regularPaymentDetail,
  ITSI630003: billServices.regularPaymentCreate,
  ITSI630004: billServices.regularPaymentModify,
  ITSI630005: billServices.regularPaymentDelete,
};
