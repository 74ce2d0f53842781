// e-Bill enrolment (ITSI610002) and the customer's enrolments (ITSI610003). Rules enforced
// here, again after the browser: the merchant takes e-bills, the bill number follows its
// bill type's rule, an own bill carries the customer's own ID type and last 4 ID characters,
// another's bill needs the owner's authorisation, and one bill is enrolled at most 5 times
// across all banks (enrolments in progress or accepted count).
import { ebillInformationOf, issueEbillInformation, type EbillInfo } from './ebill-info.js';
import type { Selectable } from 'kysely';
import type { ITSI610002Request } from '../../../../generated/types/api.js';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { EbillEnrolmentsTable } from '../../../db/schema.js';
import { OWN_BANK_CODE } from '../../../config.js';
import { newId } from '../../../ids.js';
import { answeredIn } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { runInstruction } from '../transactions/run.js';
import { MERCHANT_NOT_FOUND, merchantName, merchants, newReference } from './common.js';
import { emailProblem, normalEmail } from '../../../../domain/profile/email.js';
import { ERR } from '../../../../generated/error-codes.js';

export const EBILL_MAX_ENROLMENTS = 5;
/** Statuses that hold one of the 5 places of a bill: in progress, accepted. */
export const EBILL_LIVE_STATUSES = ['1', '2'];
const DAY_MS = 24 * 60 * 60 * 1000;
/** The participant must answer within 60 days, else the enrolment lapses. */
export const EBILL_RESPONSE_DAYS = 60;
/** The sandbox's participants answer after two days. */
export const EBILL_SANDBOX_ANSWER_MS = 2 * DAY_MS;

export interface EbillRecord {
  referenceNo: string;
  merchantId: string;
  merchantName: { 'zh-TW': string; 'zh-CN': string; en: string };
  billType: string;
  billNo: string;
  ownBill: 'Y' | 'N';
  status: string;
  createdAt: string;
  respondBy: string;
}

export function toEbillRecord(row: Selectable<EbillEnrolmentsTable>): EbillRecord {
  return {
    referenceNo: row.reference_no,
    merchantId: row.merchant_id,
    merchantName: merchantName(row.merchant_id),
    billType: row.bill_type,
    billNo: row.bill_no,
    ownBill: row.own_bill ? 'Y' : 'N',
    status: row.status,
    createdAt: row.created_at,
    respondBy: hkDate(Date.parse(row.created_at) + EBILL_RESPONSE_DAYS * DAY_MS),
  };
}

/**
 * How the sandbox's participants answer, so testers can see every outcome: a bill number
 * ending in 0 is never answered (it lapses after 60 days), one ending in 9 is rejected, any
 * other is accepted.
 */
export function sandboxAnswer(billNo: string): '2' | '4' | null {
  if (billNo.endsWith('0')) return null;
  return billNo.endsWith('9') ? '4' : '2';
}

/** A YYYYMM birth month that is a real month, not in the future and not over 120 years ago. */
export function birthMonthValid(birthMonth: string, today: string): boolean {
  const m = /^(\d{4})(0[1-9]|1[0-2])$/.exec(birthMonth);
  if (!m) return false;
  const thisMonth = today.slice(0, 4) + today.slice(5, 7);
  return birthMonth <= thisMonth && Number(m[1]) >= Number(today.slice(0, 4)) - 120;
}

export function createEbill(ctx: AppContext, customerId: string, request: ITSI610002Request): Promise<{ enrolment: EbillRecord }> {
  return runInstruction<{ enrolment: EbillRecord }>(ctx, {
    customerId,
    request,
    once: { key: request.idempotencyKey, reusedCode: ERR.INSTRUCTION_ALREADY_SUBMITTED_START_E610000007, earlier: answeredIn('ebill_enrolments', customerId, request.idempotencyKey) },
    secondFactor: 'none',
    act: async (trx, _prepared, { hash, now }): Promise<Outcome<{ enrolment: EbillRecord }>> => {
      const merchant = merchants().find(request.merchantId);
      if (!merchant) return { error: MERCHANT_NOT_FOUND };
      if (!merchant.ebill) return { error: ERR.MERCHANT_DOES_NOT_OFFER_E_BILLS };
      if (!merchants().billNumberValid(merchant.id, request.billType, request.billNo)) return { error: ERR.BILL_NUMBER_NOT_CORRECT_FORMAT_RE_E610000002 };
      if (!birthMonthValid(request.birthMonth, hkDate(now))) return { error: ERR.BIRTH_DATE_NOT_CORRECT_YYYYMM };
      // The spec's e-mail rule, checked here rather than in the contract so the customer reads
      // the spec's own words ('Please enter the correct email address').
      if (emailProblem(request.email) !== null) return { error: ERR.CORRECT_EMAIL_ADDRESS_E610000009 };

      if (request.ownBill === 'Y') {
        const customer = await trx.selectFrom('customers').select(['id_type', 'id_number']).where('id', '=', customerId).executeTakeFirstOrThrow();
        const idLast4 = customer.id_number.replace(/[^A-Za-z0-9]/g, '').slice(-4).toUpperCase();
        const typeMatches = customer.id_type === request.idType || (request.idType === 'OTHERS' && !['HKID', 'PASSPORT'].includes(customer.id_type));
        if (!typeMatches || idLast4 !== request.idLast4.toUpperCase()) return { error: ERR.ID_TYPE_LAST_4_ID_CHARACTERS };
      } else if (request.ownerAuthorised !== true) {
        return { error: ERR.REGISTERING_ANOTHER_PERSON_S_BILL_REQUIRES };
      }

      const live = await trx
        .selectFrom('ebill_enrolments')
        .select(['customer_id', 'bank_code'])
        .where('merchant_id', '=', merchant.id)
        .where('bill_type', '=', request.billType)
        .where('bill_no', '=', request.billNo)
        .where('status', 'in', EBILL_LIVE_STATUSES)
        .execute();
      if (live.some((r) => r.customer_id === customerId)) return { error: ERR.ALREADY_ENROLLED_BILL_E_BILLS };
      if (live.length >= EBILL_MAX_ENROLMENTS) return { error: ERR.BILL_ALREADY_ENROLLED_E_BILLS_TIMES, params: { max: String(EBILL_MAX_ENROLMENTS) } };

      const answer = sandboxAnswer(request.billNo);
      const row: Selectable<EbillEnrolmentsTable> = {
        id: newId('EB'),
        customer_id: customerId,
        bank_code: OWN_BANK_CODE,
        reference_no: newReference('EB', now),
        idempotency_key: request.idempotencyKey,
        request_hash: hash,
        merchant_id: merchant.id,
        bill_type: request.billType,
        bill_no: request.billNo,
        own_bill: request.ownBill === 'Y' ? 1 : 0,
        id_type: request.idType,
        id_last4: request.idLast4.toUpperCase(),
        birth_month: request.birthMonth,
        email: normalEmail(request.email)!,
        owner_name: request.ownerName,
        status: '1',
        respond_at: answer ? isoAt(now + EBILL_SANDBOX_ANSWER_MS) : null,
        created_at: isoAt(now),
        updated_at: isoAt(now),
        last_activity_at: isoAt(now),
        response_json: null,
      };
      const response = { enrolment: toEbillRecord(row) };
      await trx
        .insertInto('ebill_enrolments')
        .values({ ...row, response_json: JSON.stringify(response) })
        .execute();
      return { ok: response };
    },
  });
}

export async function listEbills(ctx: AppContext, customerId: string): Promise<{ enrolments: (EbillRecord & { eInfo: EbillInfo[] })[] }> {
  const rows = await ctx.store.db
    .selectFrom('ebill_enrolments')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
  const info = await ebillInformationOf(ctx, customerId);
  return { enrolments: rows.map((row) => ({ ...toEbillRecord(row), eInfo: info.get(row.id) ?? [] })) };
}

/**
 * Due work: participants answer when their delay is over; an enrolment still unanswered
 * 60 days after it was made lapses; a record without e-bill activity for 36 months is
 * deleted. Each statement only touches rows whose time has come, so running twice is safe.
 */
export async function ebillDueWork(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const nowIso = isoAt(now);
  const lapseBefore = isoAt(now - EBILL_RESPONSE_DAYS * DAY_MS);
  const db = ctx.store.db;

  // Lapse first: an answer that would come after the 60 days is too late.
  await db
    .updateTable('ebill_enrolments')
    .set({ status: '3', updated_at: nowIso, respond_at: null })
    .where('status', '=', '1')
    .where('created_at', '<=', lapseBefore)
    .execute();

  const answering = await db
    .selectFrom('ebill_enrolments')
    .select(['id', 'bill_no'])
    .where('status', '=', '1')
    .where('respond_at', 'is not', null)
    .where('respond_at', '<=', nowIso)
    .execute();
  for (const row of answering) {
    const answer = sandboxAnswer(row.bill_no) ?? '2';
    await db
      .updateTable('ebill_enrolments')
      .set({ status: answer, updated_at: nowIso, last_activity_at: nowIso, respond_at: null })
      .where('id', '=', row.id)
      .where('status', '=', '1')
      .execute();
  }

  const purgeBefore = new Date(now);
  purgeBefore.setUTCMonth(purgeBefore.getUTCMonth() - 36);
  await db.deleteFrom('ebill_enrolments').where('last_activity_at', '<=', purgeBefore.toISOString()).execute();
  await issueEbillInformation(ctx);
}
