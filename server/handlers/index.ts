// Transaction code -> handler. The map's type lists every contract of schemas/api/, so a
// contract without its handler (or a handler of another contract's shape) does not compile.
import type { HandlerMap } from '../api/handler.js';
import { accounts } from './accounts.js';
import { login, loginComplete, loginSendSms, logout, profile } from './auth.js';
import { banks } from './banks.js';
import {
  billAmend,
  billDelete,
  billMerchants,
  billPay,
  billPayAccounts,
  billRecordDetail,
  billRecords,
  billTemplateDelete,
  billTemplateDetail,
  billTemplateSave,
  billTemplates,
  eReceiptDetail,
  eReceipts,
  merchantBrowse,
} from './bills.js';
import * as billServices from './bill-services.js';
import { demoCustomers } from './demo.js';
import { fpsLookup, instantTransfer, setSmallValue, smallValueLimit, stopIncreaseQuota } from './fps-transfers.js';
import { noticeList, noticeRead, noticeReadAll } from './notices.js';
import { payees } from './payees.js';
import { sandboxSettleBindings } from './sandbox-bindings.js';
import { sandboxClock } from './sandbox-clock.js';
import { multipleVerify, softAmountCheck, tokenPinChange, tokenPinVerify, transactionCodeChallenge, verificationIndex } from './security.js';
import { activate, tokenState } from './token.js';
import { addPayee, addPlan, onePayee, onePlan, plans, removePayee, removePlan } from './transfer-plans.js';
import { detail, records, transfer } from './transfers.js';
import { qrCollect, qrPay, qrRead } from './qr.js';
import { fpsAdd, fpsDelete, fpsList, fpsOne, fpsVerify } from './fps-registration.js';
import { smsOutbox, smsSend } from './sms.js';
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
import { chequeBooks, chequeStop } from './cheques.js';
import { depositDetail, depositList, depositPlace, depositProductsHandler, depositQuote, depositWithdrawalQuote, depositWithdraw } from './deposits.js';
import { acceptAgreement, certificateData, depositSign, loanSign, registerSigningKey, signedResult, transactionHash } from './signing.js';
import { eChequeDeposit, eChequeDetail, eChequeFile, eChequeIssue, eChequeRecords, eChequeRules, eChequeSandbox, eChequeSign, eChequeCheckFile, eChequeStop, eChequeStopMany, eChequePayMerchant } from './e-cheques.js';

export const handlers: HandlerMap = {
  ITSI110001: noticeList,
  ITSI110002: noticeRead,
  ITSI110003: noticeReadAll,
  ITSI100001: login,
  ITSI100004: loginComplete,
  ITSI100005: loginSendSms,
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
  ITSI900003: sandboxSettleBindings,
  ITSI300004: fpsLookup,
  ITSI300005: instantTransfer,
  ITSI300006: smallValueLimit,
  ITSI300007: setSmallValue,
  ITSI401013: stopIncreaseQuota,
  ITSI300008: addPayee,
  ITSI300009: removePayee,
  ITSI300010: onePayee,
  ITSI300011: addPlan,
  ITSI300012: plans,
  ITSI300013: onePlan,
  ITSI300014: removePlan,
  ITSI310001: qrRead,
  ITSI310002: qrPay,
  ITSI310003: qrCollect,
  ITSI310010: fpsList,
  ITSI310011: fpsAdd,
  ITSI310012: fpsDelete,
  ITSI310013: fpsOne,
  ITSI310014: fpsVerify,
  ITSI320001: smsSend,
  ITSI320010: smsOutbox,
  ITSI600001: billMerchants,
  ITSI600002: billPayAccounts,
  ITSI600003: billPay,
  ITSI600004: billRecords,
  ITSI600005: billRecordDetail,
  ITSI600006: billAmend,
  ITSI600007: billDelete,
  ITSI600008: billTemplates,
  ITSI600009: billTemplateSave,
  ITSI600010: billTemplateDelete,
  ITSI600011: billTemplateDetail,
  ITSI600012: eReceipts,
  ITSI600013: eReceiptDetail,
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
  ITSI404173: softAmountCheck,
  ITSI500001: tokenPinVerify,
  ITSI500002: tokenPinChange,
  ITSI500003: transactionCodeChallenge,
  ITSI500004: verificationIndex,
  ITSI500005: multipleVerify,
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
  ITSI800001: chequeBooks,
  ITSI800002: chequeStop,
  ITSI800003: merchantBrowse,
  ITSI700001: eChequeRules,
  ITSI700002: eChequeIssue,
  ITSI700003: eChequeFile,
  ITSI700004: eChequeRecords,
  ITSI700005: eChequeDetail,
  ITSI700006: eChequeDeposit,
  ITSI700007: eChequeStop,
  ITSI700008: eChequeSandbox,
  ITSI700009: eChequeSign,
  ITSI700010: eChequeCheckFile,
  ITSI120001: depositProductsHandler,
  ITSI120002: depositQuote,
  ITSI120003: depositPlace,
  ITSI120004: depositList,
  ITSI120005: depositDetail,
  ITSI120006: depositWithdrawalQuote,
  ITSI120007: depositWithdraw,
  ITSI700011: eChequeStopMany,
  ITSI700012: eChequePayMerchant,
};
