// A transfers row as the TransferRecord of schemas/entities/transfer.json. Optional texts
// are left out when empty rather than sent as null (the schema types them as strings).
import type { Selectable } from 'kysely';
import type { TransfersTable } from '../../../db/schema.js';

export interface TransferRecord {
  transferId: string;
  referenceNo: string;
  transferType: 'same-bank' | 'local-bank';
  status: string;
  category: string;
  fromAccountNo: string;
  payeeName: string;
  payeeBankCode: string;
  payeeAccountNo: string;
  currency: string;
  amount: number;
  fee: number;
  notes?: string;
  message?: string;
  rejectReason?: string;
  createdAt: string;
  valueDate: string;
  completedAt?: string;
  /** 'instant' | 'small-value' | 'express' for ITSI300005 transfers. */
  transferKind?: string;
  proxyType?: string;
  proxyValue?: string;
  /** The money came back to the from-account after the receiving bank rejected it. */
  fundsReturned?: boolean;
}

type NewColumns = 'transfer_kind' | 'proxy_type' | 'proxy_value' | 'receiving_bank_reply' | 'released_at' | 'plan_id' | 'refund_entry_id';
type RecordSource = Omit<Selectable<TransfersTable>, 'response_json' | NewColumns> & Partial<Pick<Selectable<TransfersTable>, NewColumns>>;

export function toTransferRecord(row: RecordSource): TransferRecord {
  const record: TransferRecord = {
    transferId: row.id,
    referenceNo: row.reference_no,
    transferType: row.transfer_type,
    status: row.status,
    category: row.category,
    fromAccountNo: row.from_account_no,
    payeeName: row.payee_name,
    payeeBankCode: row.payee_bank_code,
    payeeAccountNo: row.payee_account_no,
    currency: row.currency,
    amount: row.amount,
    fee: row.fee,
    createdAt: row.created_at,
    valueDate: row.value_date,
  };
  if (row.notes) record.notes = row.notes;
  if (row.message) record.message = row.message;
  if (row.reject_reason) record.rejectReason = row.reject_reason;
  if (row.completed_at) record.completedAt = row.completed_at;
  if (row.transfer_kind) record.transferKind = row.transfer_kind;
  if (row.proxy_type) record.proxyType = row.proxy_type;
  if (row.proxy_value) record.proxyValue = row.proxy_value;
  if (row.refund_entry_id) record.fundsReturned = true;
  return record;
}
