// ITSI700006: deposit an e-cheque file. The bank re-checks everything the screen shows, in
// this order, each refusal with its own message: the file is one the bank signed and nobody
// changed (signature, and the fingerprint kept at issue), the deposit account, the payee
// name against the depositing holder, the cheque's date (post-dated not yet due, older than
// 6 months), a stop by the drawer, an earlier deposit. An accepted cheque is in transit until
// its clearing date (domain/cheques/clearing.ts), when clearing.ts moves the money.
import type { Selectable, Transaction } from 'kysely';
import type { ITSI700006Request } from '../../../../generated/types/api.js';
import { clearingDate } from '../../../../domain/cheques/index.js';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { AccountsTable, Database, EChequeDepositsTable, EChequesTable } from '../../../db/schema.js';
import type { Lang } from '../../../i18n/translate.js';
import { newId } from '../../../ids.js';
import { keptAnswers } from '../transactions/idempotency.js';
import { ownAccount } from '../transactions/own-account.js';
import { runInstruction } from '../transactions/run.js';
import { toCheque, type ChequeView } from './record.js';
import { DEPOSIT_ACCOUNT_TYPES, E } from './rules.js';
import { chequeOfFile, presentmentVerdict, refusalOf } from './presentment.js';

export interface DepositAnswer {
  cheque: ChequeView;
}

export function depositCheque(ctx: AppContext, customerId: string, request: ITSI700006Request, lang: Lang): Promise<DepositAnswer> {
  return runInstruction<DepositAnswer>(ctx, {
    customerId,
    request,
    once: keptAnswers(customerId, request.idempotencyKey, E.reusedKey),
    // The session is the factor: a deposit only brings money in, to the holder named on the cheque.
    secondFactor: 'none',
    act: async (trx, _prepared, { now }) => {
      const cheque = await chequeOfFile(ctx, trx, request.fileBase64);
      if (!cheque) return { error: E.altered };

      const account = await ownAccount(trx, customerId, request.toAccountId, { types: DEPOSIT_ACCOUNT_TYPES });
      if (!account) return { error: E.depositAccount };
      if (account.currency !== cheque.currency) return { error: E.currency };
      if (cheque.drawer_account_id === account.id) return { error: E.ownCheque };

      const holder = await trx.selectFrom('customers').select(['name_en', 'name_zh']).where('id', '=', customerId).executeTakeFirstOrThrow();
      const verdict = presentmentVerdict(cheque, [holder.name_en, holder.name_zh], hkDate(now));
      if (verdict !== 'depositable') return refusalOf(verdict, cheque);

      const presented = await presentCheque(trx, cheque, { customerId, account }, now);
      return { ok: { cheque: toCheque(presented.cheque, 'deposited', lang, presented.deposit) } };
    },
  });
}

/**
 * Presents a cheque the caller has checked to the depositor's account, inside the caller's
 * transaction: the deposit waits for its clearing date (after the 17:30 cut-off, the next
 * business day counts) and the cheque is in transit. The due work clears or bounces it
 * (clearing.ts). The depositor is a customer, or for a payment by e-cheque the merchant.
 */
export async function presentCheque(
  trx: Transaction<Database>,
  cheque: Selectable<EChequesTable>,
  depositor: { customerId: string; account: Pick<Selectable<AccountsTable>, 'id' | 'account_no'> },
  now: number,
): Promise<{ cheque: Selectable<EChequesTable>; deposit: Selectable<EChequeDepositsTable> }> {
  const at = isoAt(now);
  const deposit = {
    id: newId('ED'),
    cheque_id: cheque.id,
    customer_id: depositor.customerId,
    account_id: depositor.account.id,
    account_no: depositor.account.account_no,
    currency: cheque.currency,
    amount: Number(cheque.amount),
    clearing_date: clearingDate(now),
    status: 'pending' as const,
    bounce_reason: null,
    entry_id: null,
    created_at: at,
    updated_at: at,
  };
  await trx.insertInto('e_cheque_deposits').values(deposit).execute();
  await trx.updateTable('e_cheques').set({ status: 'in-transit', updated_at: at }).where('id', '=', cheque.id).execute();
  return { cheque: { ...cheque, status: 'in-transit', updated_at: at }, deposit };
}
