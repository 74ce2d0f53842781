// Money Safe (ITSI130005, ITSI130006): the customer locks part of an account's balance; the
// locked amount is subtracted from the available balance (ledger.ts availableBalance), which
// every debit's check reads, so no channel (transfers, FPS, QR, bills, cheques, ATM) can move
// it. Locking needs the Mobile Token. Unlocking is refused online: the customer unlocks at a
// branch, in person, as Hong Kong banks do since the end of 2025.
import { sql } from 'kysely';
import type { ITSI130005Request } from '../../../../generated/types/api.js';
import type { AppContext } from '../../../context.js';
import { availableBalance } from '../ledger.js';
import { keptAnswers } from '../transactions/idempotency.js';
import { ownAccount } from '../transactions/own-account.js';
import { runInstruction } from '../transactions/run.js';
import { holdingView, SAFE_ACCOUNT_TYPES } from './holdings.js';
import { ERR } from '../../../../generated/error-codes.js';

export const SAFE_ACCOUNT_NOT_USABLE = ERR.ACCOUNT_NOT_HOLD_MONEY_SAFE;
export const SAFE_OVER_AVAILABLE = ERR.AMOUNT_LOCK_NOT_EXCEED_AVAILABLE_BALANCE;
export const SAFE_KEY_REUSED = ERR.INSTRUCTION_ALREADY_SUBMITTED_DIFFERENT_DETAILS_E130000004;
export const SAFE_UNLOCK_AT_BRANCH = ERR.PROTECT_MONEY_MONEY_SAFE_NOT_UNLOCKED;

export interface SafeLockAnswer {
  account: ReturnType<typeof holdingView>;
  lockedNow: number;
}

export function lockInSafe(ctx: AppContext, customerId: string, request: ITSI130005Request, ip?: string): Promise<SafeLockAnswer> {
  return runInstruction<SafeLockAnswer, undefined>(ctx, {
    customerId,
    request,
    auth: request.auth,
    ip,
    once: keptAnswers<SafeLockAnswer>(customerId, request.idempotencyKey, SAFE_KEY_REUSED),
    prepare: async (trx) => {
      const account = await ownAccount(trx, customerId, request.accountId, { types: SAFE_ACCOUNT_TYPES });
      if (!account) return { error: SAFE_ACCOUNT_NOT_USABLE };
      if (request.amount > availableBalance(account)) return { error: SAFE_OVER_AVAILABLE };
      return { ok: undefined };
    },
    secondFactor: 'required',
    act: async (trx) => {
      // Read again after the code: the customer lock keeps other instructions out meanwhile.
      const account = await ownAccount(trx, customerId, request.accountId, { types: SAFE_ACCOUNT_TYPES });
      if (!account) return { error: SAFE_ACCOUNT_NOT_USABLE };
      if (request.amount > availableBalance(account)) return { error: SAFE_OVER_AVAILABLE };
      await trx
        .updateTable('accounts')
        .set({ safe_locked: sql<number>`safe_locked + ${request.amount}` })
        .where('id', '=', account.id)
        .execute();
      const after = { ...account, safe_locked: account.safe_locked + request.amount };
      return { ok: { account: holdingView(after), lockedNow: request.amount } };
    },
  });
}
