// ITSI700007: stop an e-cheque the customer drew that has not been presented; ITSI700011: stop
// several in one instruction, all or none. The handling fee (per cheque) is debited from the
// chosen HKD account to the bank's fee income in the same transaction, as one entry; a
// stopped cheque no longer counts against the day's limit and is refused at deposit.
import type { Selectable, Transaction } from 'kysely';
import type { ITSI700007Request, ITSI700011Request } from '../../../../generated/types/api.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { AccountsTable, Database, EChequesTable } from '../../../db/schema.js';
import type { Lang } from '../../../i18n/translate.js';
import { postEntry } from '../ledger.js';
import { bankAccountId } from '../transactions/bank-accounts.js';
import { keptAnswers } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { ownAccount, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { covers } from '../transactions/posting.js';
import { runInstruction } from '../transactions/run.js';
import { toCheque, type ChequeView } from './record.js';
import { E, STOP_FEE, STOP_FEE_CURRENCY } from './rules.js';

export interface StopAnswer {
  cheque: ChequeView;
  fee: number;
  feeCurrency: string;
}

export interface StopManyAnswer {
  cheques: ChequeView[];
  count: number;
  fee: number;
  feeCurrency: string;
  feeAccountNo: string;
}

interface Stoppable {
  cheques: Selectable<EChequesTable>[];
  fee: Selectable<AccountsTable>;
}

type Found = { cheque: Selectable<EChequesTable> } | { missing: true } | { notNormal: Selectable<EChequesTable> };

/** The customer's own cheque, and whether a stop can still reach it (only `normal`: issued, not presented). */
async function findStoppable(trx: Transaction<Database>, customerId: string, chequeId: string): Promise<Found> {
  const cheque = await trx.selectFrom('e_cheques').selectAll().where('id', '=', chequeId).where('drawer_customer_id', '=', customerId).executeTakeFirst();
  if (!cheque) return { missing: true };
  if (cheque.status !== 'normal') return { notNormal: cheque };
  return { cheque };
}

/** The HKD account that pays the fee, and covers the whole of it. */
async function feeAccount(trx: Transaction<Database>, customerId: string, accountId: string, fee: number): Promise<Outcome<Selectable<AccountsTable>>> {
  const account = await ownAccount(trx, customerId, accountId, { types: PAYING_ACCOUNT_TYPES, currencies: [STOP_FEE_CURRENCY] });
  if (!account || !covers(account, fee)) return { error: E.feeAccount };
  return { ok: account };
}

/** Debits the fee of every cheque as one balanced entry to fee income and marks each cheque stopped. */
async function stopWithFee(trx: Transaction<Database>, { cheques, fee }: Stoppable, reason: string, reference: string, now: number, lang: Lang): Promise<ChequeView[]> {
  const at = isoAt(now);
  const total = STOP_FEE * cheques.length;
  const entryId = await postEntry(trx, {
    kind: 'e-cheque-stop-fee',
    reference,
    createdAt: at,
    lines: [
      { accountId: fee.id, amount: -total },
      { accountId: await bankAccountId(trx, 'fee-income', STOP_FEE_CURRENCY, at), amount: total },
    ],
  });
  const change = { status: 'stopped' as const, status_reason: reason, stop_fee_account_id: fee.id, stop_entry_id: entryId, updated_at: at };
  await trx.updateTable('e_cheques').set(change).where('id', 'in', cheques.map((c) => c.id)).execute();
  return cheques.map((cheque) => toCheque({ ...cheque, ...change }, 'issued', lang));
}

export function stopCheque(ctx: AppContext, customerId: string, request: ITSI700007Request, lang: Lang): Promise<StopAnswer> {
  return runInstruction<StopAnswer, Stoppable>(ctx, {
    customerId,
    request,
    auth: request.auth,
    once: keptAnswers(customerId, request.idempotencyKey, E.reusedKey),
    prepare: async (trx) => {
      const found = await findStoppable(trx, customerId, request.chequeId);
      if ('missing' in found) return { error: E.notFound };
      if ('notNormal' in found) return { error: E.notStoppable };
      const fee = await feeAccount(trx, customerId, request.feeAccountId, STOP_FEE);
      if ('error' in fee) return fee;
      return { ok: { cheques: [found.cheque], fee: fee.ok } };
    },
    secondFactor: 'required',
    act: async (trx, prepared, { now }) => {
      const [cheque] = await stopWithFee(trx, prepared, request.reason, `${request.chequeId}/stop`, now, lang);
      return { ok: { cheque: cheque!, fee: STOP_FEE, feeCurrency: STOP_FEE_CURRENCY } };
    },
  });
}

/**
 * ITSI700011: every listed cheque must be the customer's and `normal`, or nothing is stopped
 * and the answer names the first one that is not (its number; a cheque of someone else only by
 * the reference sent, so its number is not disclosed). The fees are one total in one entry.
 */
export function stopCheques(ctx: AppContext, customerId: string, request: ITSI700011Request, lang: Lang): Promise<StopManyAnswer> {
  return runInstruction<StopManyAnswer, Stoppable>(ctx, {
    customerId,
    request,
    auth: request.auth,
    once: keptAnswers(customerId, request.idempotencyKey, E.reusedKey),
    prepare: async (trx) => {
      const cheques: Selectable<EChequesTable>[] = [];
      for (const chequeId of new Set(request.chequeIds)) {
        const found = await findStoppable(trx, customerId, chequeId);
        if ('missing' in found) return { error: E.batchNotYours, params: { chequeId } };
        if ('notNormal' in found) return { error: E.batchNotStoppable, params: { chequeNo: found.notNormal.cheque_no } };
        cheques.push(found.cheque);
      }
      const fee = await feeAccount(trx, customerId, request.feeAccountId, STOP_FEE * cheques.length);
      if ('error' in fee) return fee;
      return { ok: { cheques, fee: fee.ok } };
    },
    secondFactor: 'required',
    act: async (trx, prepared, { now }) => {
      const reference = `${prepared.cheques.map((c) => c.id).join('+')}/stop`;
      const cheques = await stopWithFee(trx, prepared, request.reason, reference, now, lang);
      return { ok: { cheques, count: cheques.length, fee: STOP_FEE * cheques.length, feeCurrency: STOP_FEE_CURRENCY, feeAccountNo: prepared.fee.account_no } };
    },
  });
}
