// QR cash withdrawal. ITSI130007 issues a one-time code for an ATM (Mobile Token): random, kept
// only as its SHA-256, valid 5 minutes, HKD in multiples of 100 up to HKD 10,000, at most 5 codes
// per customer in 10 minutes. ITSI130008, the sandbox's stand-in for an ATM, redeems it once and
// pays out: one balanced entry debits the account and credits the ATM cash account, after the
// same balance check every debit makes (so the Money Safe holds here too). An ATM outside Hong
// Kong (its country) pays out only while the customer's overseas ATM use is on. An ATM that sends
// 10 wrong codes in 10 minutes is refused until the window passes.
import { createHash, randomBytes } from 'node:crypto';
import type { ITSI130007Request, ITSI130008Request } from '../../../../generated/types/api.js';
import type { Transaction } from 'kysely';
import { BAD_REQUEST, BankError } from '../../../api/errors.js';
import type { Database } from '../../../db/schema.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { newId, randomAlnum } from '../../../ids.js';
import { bankAccountId } from '../transactions/bank-accounts.js';
import type { EarlierAnswer } from '../transactions/idempotency.js';
import { requestHash } from '../transactions/request-hash.js';
import { ownAccount } from '../transactions/own-account.js';
import { covers, postDebit } from '../transactions/posting.js';
import type { Outcome } from '../transactions/outcome.js';
import { runInstruction } from '../transactions/run.js';
import { lockCustomer } from '../transactions/customer-lock.js';
import { atmOverseasAllowed, atmWithdrawnToday, ATM_DAILY_LIMIT, ATM_OVERSEAS_OFF, limitOf } from '../../customer/settings/limits.js';
import { ERR } from '../../../../generated/error-codes.js';

export const QR_VALID_MS = 5 * 60 * 1000;
export const QR_MAX_AMOUNT = 1_000_000;
export const QR_STEP = 10_000;
export const QR_ISSUE_LIMIT = 5;
export const QR_ISSUE_WINDOW_MS = 10 * 60 * 1000;
export const ATM_FAILURE_LIMIT = 10;
export const ATM_FAILURE_WINDOW_MS = 10 * 60 * 1000;

export const QR_ACCOUNT_NOT_USABLE = ERR.ACCOUNT_NOT_USED_QR_CASH_WITHDRAWAL;
export const QR_INSUFFICIENT = ERR.INSUFFICIENT_AVAILABLE_BALANCE_E300000001;
export const QR_TOO_MANY = ERR.CREATED_5_WITHDRAWAL_QR_CODES_LAST;
export const QR_INVALID = ERR.WITHDRAWAL_QR_CODE_INVALID_USED_EXPIRED;
export const QR_KEY_REUSED = ERR.INSTRUCTION_ALREADY_SUBMITTED_DIFFERENT_DETAILS_E130000009;
export const ATM_BLOCKED = ERR.TOO_MANY_ATTEMPTS;

/** HKD savings and current accounts pay out cash. */
const CASH_ACCOUNT_TYPES = ['01', '02'];
const PREFIX = 'HKATMQR1';

/** Whether an account can pay out a QR cash withdrawal (the list the customer picks from). */
export function canPayOutCash(a: { account_type: string; currency: string; status: string }): boolean {
  return CASH_ACCOUNT_TYPES.includes(a.account_type) && a.currency === 'HKD' && a.status === 'active';
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface QrCodeAnswer {
  withdrawalId: string;
  qr: string;
  amount: number;
  currency: 'HKD';
  accountNo: string;
  accountType: string;
  expiresAt: string;
}

export function issueQrWithdrawal(ctx: AppContext, customerId: string, request: ITSI130007Request, ip?: string): Promise<QrCodeAnswer> {
  return runInstruction<QrCodeAnswer, undefined>(ctx, {
    customerId,
    request,
    auth: request.auth,
    ip,
    once: {
      key: request.idempotencyKey,
      reusedCode: QR_KEY_REUSED,
      earlier: (trx) => retriedCode(ctx, trx, customerId, request),
    },
    prepare: async (trx, step) => {
      if (request.amount % QR_STEP !== 0 || request.amount > QR_MAX_AMOUNT) return { error: BAD_REQUEST };
      const account = await ownAccount(trx, customerId, request.accountId, { types: CASH_ACCOUNT_TYPES, currencies: ['HKD'] });
      if (!account) return { error: QR_ACCOUNT_NOT_USABLE };
      if (!covers(account, request.amount)) return { error: QR_INSUFFICIENT };
      const recent = await trx
        .selectFrom('qr_withdrawals')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', customerId)
        .where('created_at', '>', isoAt(step.now - QR_ISSUE_WINDOW_MS))
        .executeTakeFirst();
      if (Number(recent?.n ?? 0) >= QR_ISSUE_LIMIT) return { error: QR_TOO_MANY };
      // The ATM card's daily withdrawal limit (settings/atm-service) counts today's codes
      // still usable or redeemed.
      if ((await atmWithdrawnToday(trx, customerId, step.now)) + request.amount > (await limitOf(ctx, trx, customerId, 'atm-daily'))) return { error: ATM_DAILY_LIMIT };
      return { ok: undefined };
    },
    secondFactor: 'required',
    act: async (trx, _prepared, step) => {
      const account = await ownAccount(trx, customerId, request.accountId, { types: CASH_ACCOUNT_TYPES, currencies: ['HKD'] });
      if (!account) return { error: QR_ACCOUNT_NOT_USABLE };
      const id = newId('QW');
      const secret = randomBytes(18).toString('base64url');
      const answer: QrCodeAnswer = {
        withdrawalId: id,
        qr: `${PREFIX}.${id}.${secret}`,
        amount: request.amount,
        currency: 'HKD',
        accountNo: account.account_no,
        accountType: account.account_type,
        expiresAt: isoAt(step.now + QR_VALID_MS),
      };
      await trx
        .insertInto('qr_withdrawals')
        .values({
          id,
          customer_id: customerId,
          account_id: account.id,
          currency: 'HKD',
          amount: request.amount,
          code_hash: hashSecret(secret),
          status: 'issued',
          idempotency_key: request.idempotencyKey,
          request_hash: step.hash,
          // The answer without the code: the code is never stored, only its hash.
          response_json: JSON.stringify({ ...answer, qr: undefined }),
          created_at: isoAt(step.now),
          expires_at: answer.expiresAt,
        })
        .execute();
      return { ok: answer };
    },
  });
}

/**
 * A retried request (same key, same instruction, e.g. after a lost connection) gets the same
 * withdrawal with a fresh code: the first code is not kept, so it is replaced (and stops
 * working) while the withdrawal is still unused and unexpired. Another instruction under the
 * same key is answered with the reused-key code by the skeleton.
 */
async function retriedCode(ctx: AppContext, trx: Transaction<Database>, customerId: string, request: ITSI130007Request): Promise<EarlierAnswer | undefined> {
  const row = await trx
    .selectFrom('qr_withdrawals')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', request.idempotencyKey)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== requestHash(request) || !row.response_json) return { request_hash: row.request_hash, response_json: null };
  if (row.status !== 'issued' || row.expires_at <= isoAt(ctx.clock.now())) throw new BankError(QR_INVALID);
  const secret = randomBytes(18).toString('base64url');
  await trx.updateTable('qr_withdrawals').set({ code_hash: hashSecret(secret) }).where('id', '=', row.id).execute();
  const answer = { ...(JSON.parse(row.response_json) as Omit<QrCodeAnswer, 'qr'>), qr: `${PREFIX}.${row.id}.${secret}` };
  return { request_hash: row.request_hash, response_json: JSON.stringify(answer) };
}

export interface RedeemAnswer {
  withdrawalId: string;
  amount: number;
  currency: string;
  accountNo: string;
  reference: string;
}

/** The ATM's call: the code once, before it expires, if the account still covers it. */
export async function redeemQrWithdrawal(ctx: AppContext, request: ITSI130008Request): Promise<RedeemAnswer> {
  const now = ctx.clock.now();
  const failures = await ctx.store.db
    .selectFrom('qr_withdrawal_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('atm_id', '=', request.atmId)
    .where('at', '>', isoAt(now - ATM_FAILURE_WINDOW_MS))
    .executeTakeFirst();
  if (Number(failures?.n ?? 0) >= ATM_FAILURE_LIMIT) throw new BankError(ATM_BLOCKED);

  const parts = request.qr.split('.');
  const row =
    parts.length === 3 && parts[0] === PREFIX
      ? await ctx.store.db.selectFrom('qr_withdrawals').selectAll().where('id', '=', parts[1] ?? '').executeTakeFirst()
      : undefined;
  const valid = row && row.code_hash === hashSecret(parts[2] ?? '') && row.status === 'issued' && row.expires_at > isoAt(now);
  if (!row || !valid) {
    await ctx.store.db.insertInto('qr_withdrawal_failures').values({ id: newId('QF'), atm_id: request.atmId, at: isoAt(now) }).execute();
    throw new BankError(QR_INVALID);
  }

  const outcome = await ctx.store.db.transaction().execute(async (trx): Promise<Outcome<RedeemAnswer>> => {
    await lockCustomer(ctx, trx, row.customer_id);
    // Read again under the lock: two ATMs with the same code pay once.
    const current = await trx.selectFrom('qr_withdrawals').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    if (current.status !== 'issued') return { error: QR_INVALID };
    // An ATM outside Hong Kong pays out only while the customer has overseas use on (settings/atm-service).
    if (request.country && request.country !== 'HK' && !(await atmOverseasAllowed(trx, row.customer_id, ctx.clock.now()))) return { error: ATM_OVERSEAS_OFF };
    const account = await ownAccount(trx, row.customer_id, row.account_id, { types: CASH_ACCOUNT_TYPES, currencies: ['HKD'] });
    if (!account) return { error: QR_ACCOUNT_NOT_USABLE };
    if (!covers(account, row.amount)) return { error: QR_INSUFFICIENT };
    const createdAt = isoAt(ctx.clock.now());
    const reference = `QW${randomAlnum(12)}`;
    const entryId = await postDebit(trx, {
      kind: 'atm-withdrawal',
      fromAccountId: account.id,
      counterAccountId: await bankAccountId(trx, 'atm-cash', 'HKD', createdAt),
      currency: 'HKD',
      amount: row.amount,
      reference,
      createdAt,
    });
    await trx
      .updateTable('qr_withdrawals')
      .set({ status: 'redeemed', entry_id: entryId, atm_id: request.atmId, redeemed_at: createdAt })
      .where('id', '=', row.id)
      .execute();
    return { ok: { withdrawalId: row.id, amount: row.amount, currency: 'HKD', accountNo: account.account_no.slice(-4), reference } };
  });
  if ('error' in outcome) throw new BankError(outcome.error);
  return outcome.ok;
}

