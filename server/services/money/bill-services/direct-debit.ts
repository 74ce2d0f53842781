// Direct debit authorisations: set up (ITSI620003) and amend (ITSI620004) need two factors
// (the logged-on session plus a verified mobile-token code); cancel (ITSI620005), list
// (ITSI620001) and detail (ITSI620002). A new or amended authorisation is PEND until the
// merchant's bank confirms it (a due-work job, after a simulated delay), then SUCC.
import type { Selectable, Transaction } from 'kysely';
import type { ITSI620003Request, ITSI620004Request, ITSI620005Request } from '../../../../generated/types/api.js';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database, DirectDebitsTable } from '../../../db/schema.js';
import { newId } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { answeredIn } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { runInstruction } from '../transactions/run.js';
import { billAccount, changeOnRow, MERCHANT_NOT_FOUND, merchantName, merchants, newReference, type StandingRows } from './common.js';
import { normaliseUpperLimit } from './upper-limit.js';
import { ERR } from '../../../../generated/error-codes.js';

export const DD_STATUSES = ['SUPC', 'SUCC', 'PEND', 'FAIL', 'CNCL'] as const;
export const DD_PERIODICITIES = ['ADHO', 'DAIL', 'WEEK', 'FRTN', 'MNTH', 'QURT', 'MIAN', 'YEAR', 'INDA'] as const;
/** The sandbox's merchant banks confirm an authorisation one hour after it is made. */
export const DD_CONFIRM_DELAY_MS = 60 * 60 * 1000;
const AMENDABLE = ['SUCC', 'SUPC'];
const CANCELLABLE = ['SUCC', 'PEND', 'SUPC'];

/** The terms a set-up and an amendment share. */
type Terms = Pick<ITSI620003Request, 'debtorReference' | 'fromAccountId' | 'noUpperLimit' | 'upperLimit' | 'periodicity' | 'maxCount' | 'expiryOption' | 'expiryDate'>;

export function toDirectDebitRecord(row: Selectable<DirectDebitsTable>) {
  const merchant = merchants().find(row.merchant_id);
  return {
    referenceNo: row.reference_no,
    merchantId: row.merchant_id,
    merchantName: merchantName(row.merchant_id),
    category: merchant?.category ?? '',
    creditorType: row.creditor_type,
    creditorId: row.creditor_id,
    debtorReference: row.debtor_reference,
    currency: row.currency,
    fromAccountId: row.from_account_id,
    fromAccountNo: row.from_account_no,
    noUpperLimit: row.no_upper_limit === 1,
    upperLimit: row.upper_limit,
    periodicity: row.periodicity,
    maxCount: row.max_count,
    expiryOption: row.expiry_option,
    expiryDate: row.expiry_date,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
export type DirectDebitRecord = ReturnType<typeof toDirectDebitRecord>;

/** Checks the terms a set-up and an amendment share; the stored columns or an error code. */
async function checkTerms(trx: Transaction<Database>, customerId: string, terms: Terms, today: string) {
  const account = await billAccount(trx, customerId, terms.fromAccountId);
  if (!account) return { error: ERR.NO_APPLICABLE_WITHDRAWAL_C_E620000002 };
  const limit = normaliseUpperLimit(terms.noUpperLimit, terms.upperLimit);
  if ('error' in limit) return limit;
  if (terms.expiryOption === '1' && (!terms.expiryDate || terms.expiryDate <= today)) return { error: ERR.EXPIRY_DATE_MUST_AFTER_TODAY_SELECT };
  return {
    columns: {
      debtor_reference: terms.debtorReference,
      from_account_id: account.id,
      from_account_no: account.account_no,
      no_upper_limit: limit.noUpperLimit ? 1 : 0,
      upper_limit: limit.upperLimit,
      periodicity: terms.periodicity,
      max_count: terms.maxCount,
      expiry_option: terms.expiryOption,
      expiry_date: terms.expiryOption === '1' ? terms.expiryDate! : null,
    },
  };
}

type Answer = { authorisation: DirectDebitRecord };

export function createDirectDebit(ctx: AppContext, customerId: string, request: ITSI620003Request): Promise<Answer> {
  return runInstruction<Answer>(ctx, {
    customerId,
    request,
    auth: request.auth,
    once: { key: request.idempotencyKey, reusedCode: ERR.INSTRUCTION_ALREADY_SUBMITTED_START_E620000006, earlier: answeredIn('direct_debits', customerId, request.idempotencyKey) },
    // Two factors: the session and the mobile-token code.
    secondFactor: 'required',
    act: async (trx, _prepared, { hash, now }): Promise<Outcome<Answer>> => {
      const merchant = merchants().find(request.merchantId);
      if (!merchant) return { error: MERCHANT_NOT_FOUND };
      if (!merchant.directDebit) return { error: ERR.MERCHANT_DOES_NOT_ACCEPT_DIRECT_DEBIT };
      const checked = await checkTerms(trx, customerId, request, hkDate(now));
      if ('error' in checked) return { error: checked.error };
      const row: Selectable<DirectDebitsTable> = {
        id: newId('DD'),
        customer_id: customerId,
        reference_no: newReference('DD', now),
        idempotency_key: request.idempotencyKey,
        request_hash: hash,
        merchant_id: merchant.id,
        creditor_type: request.creditorType,
        creditor_id: request.creditorId,
        currency: 'HKD',
        ...checked.columns,
        status: 'PEND',
        confirm_at: isoAt(now + DD_CONFIRM_DELAY_MS),
        created_at: isoAt(now),
        updated_at: isoAt(now),
        response_json: '',
        change_key: null,
        change_hash: null,
        change_json: null,
      };
      const response = { authorisation: toDirectDebitRecord(row) };
      await trx
        .insertInto('direct_debits')
        .values({ ...row, response_json: JSON.stringify(response) })
        .execute();
      return { ok: response };
    },
  });
}

const AUTHORISATIONS: StandingRows<Selectable<DirectDebitsTable>, Answer> & { table: 'direct_debits' } = {
  table: 'direct_debits',
  reusedCode: ERR.INSTRUCTION_ALREADY_SUBMITTED_START_E620000006,
  notFound: ERR.DIRECT_DEBIT_AUTHORISATION_NOT_FOUND,
  find: (trx, customerId, referenceNo) => trx.selectFrom('direct_debits').selectAll().where('customer_id', '=', customerId).where('reference_no', '=', referenceNo).executeTakeFirst(),
  update: (trx, id, columns) => trx.updateTable('direct_debits').set(columns).where('id', '=', id).execute(),
  answer: (row) => ({ authorisation: toDirectDebitRecord(row) }),
};

export function amendDirectDebit(ctx: AppContext, customerId: string, request: ITSI620004Request): Promise<Answer> {
  return changeOnRow(ctx, AUTHORISATIONS, customerId, request, {
    auth: request.auth,
    refuse: (row) => (AMENDABLE.includes(row.status) ? null : ERR.DIRECT_DEBIT_AUTHORISATION_NOT_CHANGED_CURRENT),
    secondFactor: 'required',
    columns: async (trx, _row, now) => {
      const checked = await checkTerms(trx, customerId, request, hkDate(now));
      if ('error' in checked) return { error: checked.error };
      // The merchant's bank confirms the amended terms again.
      return { ok: { ...checked.columns, status: 'PEND', confirm_at: isoAt(now + DD_CONFIRM_DELAY_MS), updated_at: isoAt(now) } };
    },
  });
}

export function cancelDirectDebit(ctx: AppContext, customerId: string, request: ITSI620005Request): Promise<Answer> {
  return changeOnRow(ctx, AUTHORISATIONS, customerId, request, {
    refuse: (row) => (CANCELLABLE.includes(row.status) ? null : ERR.DIRECT_DEBIT_AUTHORISATION_NOT_CHANGED_CURRENT),
    secondFactor: 'none',
    columns: async (_trx, _row, now) => ({ ok: { status: 'CNCL', confirm_at: null, updated_at: isoAt(now) } }),
  });
}

export async function listDirectDebits(ctx: AppContext, customerId: string, status?: string) {
  let query = ctx.store.db.selectFrom('direct_debits').selectAll().where('customer_id', '=', customerId);
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('created_at', 'desc').execute();
  return { authorisations: rows.map(toDirectDebitRecord) };
}

export async function getDirectDebit(ctx: AppContext, customerId: string, referenceNo: string) {
  const row = await AUTHORISATIONS.find(ctx.store.db, customerId, referenceNo);
  if (!row) throw new BankError(AUTHORISATIONS.notFound);
  return { authorisation: toDirectDebitRecord(row) };
}

/** Due work: the merchant's bank confirms authorisations whose delay is over. */
export async function confirmDueDirectDebits(ctx: AppContext): Promise<void> {
  const now = isoAt(ctx.clock.now());
  await ctx.store.db
    .updateTable('direct_debits')
    .set({ status: 'SUCC', confirm_at: null, updated_at: now })
    .where('status', '=', 'PEND')
    .where('confirm_at', 'is not', null)
    .where('confirm_at', '<=', now)
    .execute();
}
