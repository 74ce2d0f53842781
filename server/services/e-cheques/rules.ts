// The bank's e-cheque rules that are not pure dates and words (those are domain/cheques):
// which accounts may draw, the stop fee, and the error codes.
import type { Selectable } from 'kysely';
import type { AccountsTable } from '../../db/schema.js';

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
  account: 'E700000001',
  currency: 'E700000002',
  datePast: 'E700000003',
  dateTooFar: 'E700000004',
  payeeName: 'E700000005',
  dailyLimit: 'E700000006',
  chequeBookUsed: 'E700000007',
  memo: 'E700000008',
  reusedKey: 'E700000009',
  altered: 'E700000010',
  wrongPayee: 'E700000011',
  expired: 'E700000012',
  postDated: 'E700000013',
  stopped: 'E700000014',
  depositedTwice: 'E700000015',
  depositAccount: 'E700000016',
  notFound: 'E700000017',
  notStoppable: 'E700000018',
  feeAccount: 'E700000019',
  bouncedFunds: 'E700000020',
  unknownDrawer: 'E700000021',
  ownCheque: 'E700000022',
  reasonLost: 'E700000023',
  reasonWrongDetails: 'E700000024',
  reasonPayeeRequest: 'E700000025',
  reasonOther: 'E700000026',
  awaitingSignature: 'E700000050',
  notSignable: 'E700000051',
  notVoidable: 'E700000053',
  reasonNotSigned: 'E700000054',
  reasonExpired: 'E700000055',
  reasonBankVoid: 'E700000056',
  depositable: 'E700000052',
  // Several cheques stopped at once (ITSI700011): the one that refused the whole instruction.
  batchNotStoppable: 'E700011001',
  batchNotYours: 'E700011002',
  // Paying a merchant by e-cheque (ITSI700012).
  merchantNotAccepting: 'E700012001',
  reference: 'E700012002',
  merchantLimit: 'E700012003',
} as const;

/** The bill or reference number of a payment by e-cheque, printed in the cheque's memo. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9-]{1,20}$/;

/** Memo: English letters, digits and simple punctuation, or Chinese, up to 35. */
export const MEMO_PATTERN = /^[A-Za-z0-9\u3400-\u9FFF .,'()&/:-]{0,35}$/;
