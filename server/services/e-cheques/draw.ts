// Drawing one e-cheque on an account, inside the caller's transaction: the next cheque
// number of the account, the PDF face, the bank's signature and the record. Shared by the
// customer's issue (issue.ts) and the sandbox's test cheques (sandbox.ts).
import { createHash } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { nextChequeNumber } from '../../../domain/cheques/index.js';
import { isoAt } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { AccountsTable, Database, EChequesTable } from '../../db/schema.js';
import { newId } from '../../ids.js';
import type { Outcome } from '../transactions/outcome.js';
import { chequePdf } from './pdf.js';
import { BANK_CODE, E } from './rules.js';
import { signPdf } from './signature-block.js';
import { chequeKey } from './signing-key.js';

export interface ChequeTerms {
  payeeName: string;
  currency: string;
  amount: number;
  chequeDate: string;
  memo?: string;
}

export async function drawCheque(
  ctx: AppContext,
  trx: Transaction<Database>,
  drawer: { customerId: string; nameEn: string },
  account: Selectable<AccountsTable>,
  terms: ChequeTerms,
  now: number,
): Promise<Outcome<Selectable<EChequesTable>>> {
  const last = await trx
    .selectFrom('e_cheques')
    .select((eb) => eb.fn.max<string | null>('cheque_no').as('no'))
    .where('drawer_account_id', '=', account.id)
    .executeTakeFirst();
  const chequeNo = nextChequeNumber(last?.no);
  if (!chequeNo) return { error: E.chequeBookUsed };
  const id = newId('EC');
  const createdAt = isoAt(now);
  const pdf = await chequePdf({
    chequeId: id,
    chequeNo,
    bankCode: BANK_CODE,
    branchCode: account.account_no.slice(0, 3),
    accountNo: account.account_no,
    drawerName: drawer.nameEn,
    payeeName: terms.payeeName,
    currency: terms.currency,
    amount: terms.amount,
    chequeDate: terms.chequeDate,
    memo: terms.memo || null,
    issuedAt: createdAt,
  });
  const file = signPdf(pdf, id, chequeKey(ctx).privateKey);
  const row: Selectable<EChequesTable> = {
    id,
    cheque_no: chequeNo,
    drawer_customer_id: drawer.customerId,
    drawer_account_id: account.id,
    drawer_account_no: account.account_no,
    drawer_name: drawer.nameEn,
    payee_name: terms.payeeName,
    currency: terms.currency,
    amount: terms.amount,
    cheque_date: terms.chequeDate,
    memo: terms.memo || null,
    status: 'normal',
    pdf_sha256: createHash('sha256').update(file).digest('hex'),
    pdf_base64: file.toString('base64'),
    stop_fee_account_id: null,
    stop_entry_id: null,
    status_reason: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
  await trx.insertInto('e_cheques').values(row).execute();
  return { ok: row };
}

export function fileNameOf(row: Pick<Selectable<EChequesTable>, 'cheque_no' | 'cheque_date'>): string {
  return `e-cheque-${row.cheque_no}-${row.cheque_date}.pdf`;
}
