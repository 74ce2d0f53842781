// Pieces the three bill services share: the merchant directory (read once), reference
// numbers, the idempotent "one instruction per key" wrapper and the customer's usable
// HKD account. Errors are returned as codes inside the transaction, so a one-time code's
// state (failure count, used step) is committed even when the instruction is refused.
import type { Transaction } from 'kysely';
import { hkCompactDate } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { forUpdate } from '../../db/lock.js';
import { randomAlnum } from '../../ids.js';
import { BankError } from '../../api/errors.js';
import { loadMerchantDirectory, type MerchantDirectory } from '../merchants.js';
import { transferRequestHash } from '../transfers/request-hash.js';
import { verifyMobileToken } from '../token/verify.js';

let directory: MerchantDirectory | undefined;
export function merchants(): MerchantDirectory {
  directory ??= loadMerchantDirectory();
  return directory;
}

/** e.g. EB20260310X7K2P9QA41: a prefix, the Hong Kong date, 10 random characters. */
export function newReference(prefix: 'EB' | 'DD' | 'RP', now: number): string {
  return `${prefix}${hkCompactDate(now)}${randomAlnum(10)}`;
}

/** The instruction's fingerprint without the key and the one-time code. */
export const requestHash = (payload: object): string => transferRequestHash(payload as Record<string, unknown>);

export type Outcome<T> = { ok: T } | { error: string; params?: Record<string, string> };

export interface MobileTokenAuth {
  method: 'mobile-token';
  deviceId: string;
  otp: string;
}

/**
 * Runs `act` once per idempotency key: locks the customer, answers a repeated key with the
 * first answer (or `reusedCode` for a different instruction), checks the mobile-token code
 * when one is required, then acts. Throws the BankError of a refusal after committing.
 */
export async function oncePerKey<T>(
  ctx: AppContext,
  customerId: string,
  request: { idempotencyKey: string; auth?: MobileTokenAuth },
  options: {
    reusedCode: string;
    previous: (trx: Transaction<Database>) => Promise<{ request_hash: string | null; response_json: string | null } | undefined>;
    needsToken: boolean;
    act: (trx: Transaction<Database>, hash: string) => Promise<Outcome<T>>;
  },
): Promise<T> {
  const hash = requestHash(request);
  const outcome = await ctx.store.db.transaction().execute(async (trx): Promise<Outcome<T>> => {
    await forUpdate(trx.selectFrom('customers').select('id').where('id', '=', customerId), ctx.store.dialect).execute();
    const previous = await options.previous(trx);
    if (previous) {
      return previous.request_hash === hash && previous.response_json
        ? { ok: JSON.parse(previous.response_json) as T }
        : { error: options.reusedCode };
    }
    if (options.needsToken) {
      // Two-factor: the session is the first factor, the mobile-token code the second.
      if (!request.auth) return { error: 'E498000002' };
      const tokenError = await verifyMobileToken(ctx, trx, customerId, request.auth.deviceId, request.auth.otp);
      if (tokenError) return { error: tokenError };
    }
    return options.act(trx, hash);
  });
  if ('error' in outcome) throw new BankError(outcome.error, outcome.params);
  return outcome.ok;
}

/** Account types bills may be paid from (savings, current, multi-currency), HKD only. */
const BILL_ACCOUNT_TYPES = ['01', '02', '03'];

export async function billAccount(trx: Transaction<Database>, customerId: string, accountId: string) {
  const account = await trx
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer')
    .executeTakeFirst();
  if (!account || account.status !== 'active' || account.currency !== 'HKD' || !BILL_ACCOUNT_TYPES.includes(account.account_type)) {
    return undefined;
  }
  return account;
}

/** A merchant's name in the three languages, for responses. */
export function merchantName(merchantId: string): { 'zh-TW': string; 'zh-CN': string; en: string } {
  const m = merchants().find(merchantId);
  return m ? m.name : { 'zh-TW': merchantId, 'zh-CN': merchantId, en: merchantId };
}

/**
 * The earlier answer to a change (amend, cancel, delete) made with this idempotency key, for
 * oncePerKey: instructions keep the last change's key, hash and answer on their own row.
 */
export function changedBefore(table: 'direct_debits' | 'regular_payments', customerId: string, key: string) {
  return (trx: Transaction<Database>) =>
    trx
      .selectFrom(table)
      .select(['change_hash as request_hash', 'change_json as response_json'])
      .where('customer_id', '=', customerId)
      .where('change_key', '=', key)
      .executeTakeFirst();
}
