// A cheque row as the contract's ECheque entity, for its drawer, its depositor or its payee.
import type { Selectable } from 'kysely';
import { amountInChinese, amountInEnglish, lastValidDate } from '../../../../domain/cheques/index.js';
import { maskAccountNo } from '../../../../domain/format/account.js';
import type { EChequeDepositsTable, EChequesTable } from '../../../db/schema.js';
import { translate, type Lang } from '../../../i18n/translate.js';
import { E, STOP_FEE } from './rules.js';

export type Role = 'issued' | 'received' | 'deposited';

const REASONS: Record<string, string> = {
  'insufficient-funds': E.bouncedFunds,
  lost: E.reasonLost,
  'wrong-details': E.reasonWrongDetails,
  'payee-request': E.reasonPayeeRequest,
  other: E.reasonOther,
  'not-signed': E.reasonNotSigned,
  expired: E.reasonExpired,
  'bank-void': E.reasonBankVoid,
};

export function toCheque(row: Selectable<EChequesTable>, role: Role, lang: Lang, deposit?: Selectable<EChequeDepositsTable>) {
  const reason = row.status_reason ? (REASONS[row.status_reason] ? translate(REASONS[row.status_reason]!, lang) : row.status_reason) : undefined;
  return {
    chequeId: row.id,
    chequeNo: row.cheque_no,
    drawerName: row.drawer_name,
    drawerAccountNo: role === 'issued' ? row.drawer_account_no : maskAccountNo(row.drawer_account_no),
    payeeName: row.payee_name,
    currency: row.currency,
    amount: Number(row.amount),
    amountWordsEn: amountInEnglish(Number(row.amount), row.currency),
    amountWordsZh: amountInChinese(Number(row.amount), row.currency),
    chequeDate: row.cheque_date,
    lastValidDate: lastValidDate(row.cheque_date),
    ...(row.memo ? { memo: row.memo } : {}),
    status: row.status,
    ...(reason ? { statusReason: reason } : {}),
    issuedAt: row.created_at,
    ...(row.drawer_cert_no && row.drawer_signed_at ? { drawerCertNo: row.drawer_cert_no, drawerSignedAt: row.drawer_signed_at } : {}),
    role,
    ...(deposit
      ? {
          deposit: {
            depositId: deposit.id,
            accountNo: role === 'issued' ? maskAccountNo(deposit.account_no) : deposit.account_no,
            clearingDate: deposit.clearing_date,
            status: deposit.status,
            depositedAt: deposit.created_at,
          },
        }
      : {}),
    ...(row.status === 'stopped' && row.stop_entry_id ? { stopFee: STOP_FEE } : {}),
  };
}

export type ChequeView = ReturnType<typeof toCheque>;
