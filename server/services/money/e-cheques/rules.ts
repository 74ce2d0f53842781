// The bank's e-cheque rules that are not pure dates and words (those are domain/cheques):
// which accounts may draw, the stop fee, and the error codes.
import type { Selectable } from 'kysely';
import type { AccountsTable } from '../../../db/schema.js';
import { ERR } from '../../../../generated/error-codes.js';

/** Cheque (current) accounts draw HKD; the multi-currency account carries the USD and CNY cheque facility. */
export function mayDraw(account: Pick<Selectable<AccountsTable>, 'account_type' | 'currency'>): boolean {
  if (account.account_type === '02') return ['HKD', 'USD', 'CNY'].includes(account.currency);
  return account.account_type === '03' && (account.currency === 'USD' || account.currency === 'CNY');
}

/** Deposits go to savings, current or multi-currency accounts of the cheque's currency. */
export const DEPOSIT_ACCOUNT_TYPES: readonly string[] = ['01', '02', '03'];

/** The handling fee of a stop instruction: HKD 50.00, from an HKD account (product decision). */
export const STOP_FEE = 50_00;
export const STOP_FEE_CURRENCY = 'HKD';

/** The bank's clearing code (server/README.md) and the branch is the account number's first 3 digits. */
export const BANK_CODE = '398';

export const E = {
  account: ERR.ACCOUNT_NOT_DRAW_E_CHEQUES_SELECT,
  currency: ERR.CHEQUE_CURRENCY_DOES_NOT_MATCH_ACCOUNT,
  datePast: ERR.CHEQUE_DATE_NOT_EARLIER_THAN_TODAY,
  dateTooFar: ERR.POST_DATED_CHEQUE_DATED_MOST_90,
  payeeName: ERR.PAYEE_NAME_MAY_CHINESE_ENGLISH_LETTERS,
  dailyLimit: ERR.AMOUNT_EXCEEDS_TODAY_S_TRANSFER_LIMIT,
  chequeBookUsed: ERR.ACCOUNT_USED_ALL_CHEQUE_NUMBERS_CONTACT,
  memo: ERR.MEMO_MAY_CHINESE_ENGLISH_LETTERS_DIGITS,
  reusedKey: ERR.INSTRUCTION_ALREADY_SUBMITTED_START_E700000009,
  altered: ERR.FILE_NOT_E_CHEQUE_SIGNED_BANK,
  wrongPayee: ERR.PAYEE_NAMED_CHEQUE_NOT_HOLDER_DEPOSIT,
  expired: ERR.CHEQUE_EXPIRED_VALID_6_MONTHS_FROM,
  postDated: ERR.CHEQUE_POST_DATED_DEPOSITED_FROM,
  stopped: ERR.DRAWER_STOPPED_CHEQUE,
  depositedTwice: ERR.CHEQUE_ALREADY_DEPOSITED,
  depositAccount: ERR.SELECT_ACCOUNT_RECEIVE_DEPOSIT,
  notFound: ERR.E_CHEQUE_NOT_FOUND,
  notStoppable: ERR.ONLY_CHEQUE_NOT_PRESENTED_STOPPED,
  feeAccount: ERR.FEE_ACCOUNT_NOT_VALID_BALANCE_DOES,
  bouncedFunds: ERR.REFER_DRAWER_INSUFFICIENT_FUNDS,
  unknownDrawer: ERR.NO_SUCH_DEMO_CUSTOMER,
  ownCheque: ERR.CHEQUE_NOT_DEPOSITED_INTO_ACCOUNT_DRAWN,
  reasonLost: ERR.LOST,
  reasonWrongDetails: ERR.WRONG_DETAILS,
  reasonPayeeRequest: ERR.PAYEE_S_REQUEST,
  reasonOther: ERR.OTHER,
  awaitingSignature: ERR.CHEQUE_WAITING_DRAWER_S_CERTIFICATE_SIGNATURE,
  notSignable: ERR.CHEQUE_NOT_SIGNED_ONLY_CHEQUE_WAITING,
  notVoidable: ERR.CHEQUE_NOT_VOIDED_ONLY_CHEQUE_NOT,
  reasonNotSigned: ERR.NOT_SIGNED_WITHIN_30_MINUTES_ISSUE,
  reasonExpired: ERR.NOT_PRESENTED_WITHIN_SIX_MONTHS_DATE,
  reasonBankVoid: ERR.VOIDED_BANK,
  depositable: ERR.GENUINE_E_CHEQUE_BANK_PAYABLE_DEPOSIT,
  // Several cheques stopped at once (ITSI700011): the one that refused the whole instruction.
  batchNotStoppable: ERR.CHEQUE_DEPOSITED_CLEARED_STOPPED_NOT_STOPPED,
  batchNotYours: ERR.LIST_HOLDS_E_CHEQUE_DID_NOT,
  // Paying a merchant by e-cheque (ITSI700012).
  merchantNotAccepting: ERR.MERCHANT_DOES_NOT_ACCEPT_PAYMENT_E,
  reference: ERR.BILL_REFERENCE_NUMBER_MAY_ENGLISH_LETTERS,
  merchantLimit: ERR.AMOUNT_EXCEEDS_MERCHANT_S_LIMIT_ONE,
} as const;

/** The bill or reference number of a payment by e-cheque, printed in the cheque's memo. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9-]{1,20}$/;

/** Memo: English letters, digits and simple punctuation, or Chinese, up to 35. */
export const MEMO_PATTERN = /^[A-Za-z0-9\u3400-\u9FFF .,'()&/:-]{0,35}$/;
