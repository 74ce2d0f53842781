// Registered payees (register-transfer): add with the Mobile Token, read one, delete with the
// Mobile Token. A same-bank payee must be an account of this bank; another bank's account is
// kept as entered (its format differs by bank), with the bank code checked against the list.
import type { ITSI300008Request, ITSI300009Request } from '../../../../generated/types/api.js';
import { BankError, BAD_REQUEST } from '../../../api/errors.js';
import { OWN_BANK_CODE } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { newId } from '../../../ids.js';
import { verifyCredential } from '../../customer/security/credentials.js';
import { auditSmsCheck, verifySmsCode, type SmsCheck } from '../../customer/sms/challenges.js';
import { runInstruction } from '../transactions/run.js';
import { changeStanding } from '../transactions/standing-change.js';
import { findPayeeAccount } from './send.js';
import { PAYEE_EXISTS, PAYEE_NOT_FOUND } from './errors.js';
import { ERR } from '../../../../generated/error-codes.js';

type PayeeRow = { id: string; customer_id: string; name: string; bank_code: string; account_no: string; nickname: string | null; sort_order: number };

/** The transaction code an SMS code for a payee registration is sent for. */
const REGISTER_PAYEE = 'ITSI300008';

export interface PayeeView {
  payeeId: string;
  name: string;
  bankCode: string;
  accountNo: string;
  nickname?: string;
}

export async function registerPayee(ctx: AppContext, customerId: string, input: ITSI300008Request, ip?: string): Promise<PayeeView> {
  if (input.bankCode !== OWN_BANK_CODE && !ctx.banks.accepts(input.bankCode)) throw new BankError(BAD_REQUEST, { fields: 'bankCode' });
  const { auth } = input;
  if (auth.method === 'sms-otp' && !input.idempotencyKey) throw new BankError(BAD_REQUEST, { fields: 'idempotencyKey' });
  let smsCheck: SmsCheck | undefined;
  try {
    const row = await runInstruction<PayeeRow>(ctx, {
      customerId,
      request: input,
      ip,
      // The Mobile Token, or (no usable token: the route's fallback rule) an SMS code sent for this request.
      secondFactor: async (trx) => {
        if (auth.method !== 'sms-otp') return verifyCredential(ctx, trx, customerId, auth, ip);
        smsCheck = await verifySmsCode(ctx, trx, { customerId, purpose: REGISTER_PAYEE, transactionId: input.idempotencyKey! }, auth);
        return smsCheck;
      },
      act: async (trx) => {
        if (input.bankCode === OWN_BANK_CODE) {
          const found = await findPayeeAccount(trx, input.accountNo, 'HKD');
          // A multi-currency account without HKD is still a valid same-bank payee.
          if ('error' in found && found.error === ERR.PAYEE_ACCOUNT_NOT_FOUND_BANK) return { error: found.error };
        }
        const duplicate = await trx
          .selectFrom('payees')
          .select('id')
          .where('customer_id', '=', customerId)
          .where('bank_code', '=', input.bankCode)
          .where('account_no', '=', input.accountNo)
          .executeTakeFirst();
        if (duplicate) return { error: PAYEE_EXISTS };
        const last = await trx
          .selectFrom('payees')
          .select((eb) => eb.fn.max<number | string | null>('sort_order').as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirst();
        const row = {
          id: newId('PY'),
          customer_id: customerId,
          name: input.name,
          bank_code: input.bankCode,
          account_no: input.accountNo,
          nickname: input.nickname || null,
          sort_order: toSafeIntegerOrZero(last?.n) + 1,
        };
        await trx.insertInto('payees').values(row).execute();
        return { ok: row };
      },
    });
    return toView(row);
  } finally {
    if (smsCheck !== undefined) await auditSmsCheck(ctx, customerId, REGISTER_PAYEE, smsCheck, ip);
  }
}

export async function getPayee(ctx: AppContext, customerId: string, payeeId: string): Promise<PayeeView> {
  const row = await ctx.store.db.selectFrom('payees').selectAll().where('id', '=', payeeId).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw new BankError(PAYEE_NOT_FOUND);
  return toView(row);
}

export function deletePayee(ctx: AppContext, customerId: string, request: ITSI300009Request, ip?: string): Promise<PayeeView> {
  return changeStanding(ctx, {
    customerId,
    request,
    auth: request.auth,
    ip,
    find: (trx) => trx.selectFrom('payees').selectAll().where('id', '=', request.payeeId).where('customer_id', '=', customerId).executeTakeFirst(),
    notFound: PAYEE_NOT_FOUND,
    refuse: () => null,
    secondFactor: 'required',
    change: async (trx, row) => {
      await trx.deleteFrom('payees').where('id', '=', row.id).execute();
      return { ok: toView(row) };
    },
  });
}

function toView(row: { id: string; name: string; bank_code: string; account_no: string; nickname: string | null }): PayeeView {
  return { payeeId: row.id, name: row.name, bankCode: row.bank_code, accountNo: row.account_no, ...(row.nickname ? { nickname: row.nickname } : {}) };
}
