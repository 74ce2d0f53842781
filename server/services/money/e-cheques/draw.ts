// Drawing one e-cheque on an account, inside the caller's transaction: the next cheque
// number of the account and the record. A cheque the customer issues waits for the drawer's
// certificate signature (status 'apply', no file yet: sign.ts seals it); the sandbox's test
// cheques are sealed at once. Sealing builds the PDF face and appends the bank's signature.
import { createHash } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { nextChequeNumber } from '../../../../domain/cheques/index.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { AccountsTable, Database, EChequesTable } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
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

export type ChequeRow = Selectable<EChequesTable>;

/** The drawer's certificate signature, drawn on the face and kept on the record. */
export interface DrawerSignature {
  certNo: string;
  signedAt: string;
}

export async function drawCheque(
  ctx: AppContext,
  trx: Transaction<Database>,
  drawer: { customerId: string; nameEn: string },
  account: Selectable<AccountsTable>,
  terms: ChequeTerms,
  now: number,
  options: { awaitDrawerSignature?: boolean } = {},
): Promise<Outcome<ChequeRow>> {
  const last = await trx
    .selectFrom('e_cheques')
    .select((eb) => eb.fn.max<string | null>('cheque_no').as('no'))
    .where('drawer_account_id', '=', account.id)
    .executeTakeFirst();
  const chequeNo = nextChequeNumber(last?.no);
  if (!chequeNo) return { error: E.chequeBookUsed };
  const createdAt = isoAt(now);
  const drafted: ChequeRow = {
    id: newId('EC'),
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
    status: 'apply',
    pdf_sha256: '',
    pdf_base64: '',
    drawer_cert_no: null,
    drawer_signed_at: null,
    stop_fee_account_id: null,
    stop_entry_id: null,
    status_reason: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
  const row = options.awaitDrawerSignature ? drafted : await sealCheque(ctx, drafted, null, createdAt);
  await trx.insertInto('e_cheques').values(row).execute();
  return { ok: row };
}

/**
 * The cheque as the bank gives it out: the PDF face (with the drawer's certificate signature
 * when there is one), sealed with the bank's key; status 'normal'. The caller stores the row.
 */
export async function sealCheque(ctx: AppContext, cheque: ChequeRow, drawerSignature: DrawerSignature | null, at: string): Promise<ChequeRow> {
  const pdf = await chequePdf({
    chequeId: cheque.id,
    chequeNo: cheque.cheque_no,
    bankCode: BANK_CODE,
    branchCode: cheque.drawer_account_no.slice(0, 3),
    accountNo: cheque.drawer_account_no,
    drawerName: cheque.drawer_name,
    payeeName: cheque.payee_name,
    currency: cheque.currency,
    amount: Number(cheque.amount),
    chequeDate: cheque.cheque_date,
    memo: cheque.memo,
    issuedAt: cheque.created_at,
    drawerSignature,
  });
  const file = signPdf(pdf, cheque.id, chequeKey(ctx).privateKey);
  return {
    ...cheque,
    status: 'normal',
    pdf_sha256: createHash('sha256').update(file).digest('hex'),
    pdf_base64: file.toString('base64'),
    drawer_cert_no: drawerSignature?.certNo ?? null,
    drawer_signed_at: drawerSignature?.signedAt ?? null,
    updated_at: at,
  };
}

export function fileNameOf(row: Pick<ChequeRow, 'cheque_no' | 'cheque_date'>): string {
  return `e-cheque-${row.cheque_no}-${row.cheque_date}.pdf`;
}
