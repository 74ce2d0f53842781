// The daily spending limit of card and QR payments (settings/comsumption-limit), applied where
// the sandbox bank moves money for a purchase: FPS QR payments (ITSI310002). Each payment is
// counted in HKD (another currency at the bank's selling rate of the moment, as the customer
// would buy it) on the Hong Kong day; a payment rejected or cancelled later stops counting.
// The check runs under the customer lock of the payment's own transaction, so two payments at
// once cannot both pass on the same headroom.
import type { Transaction } from 'kysely';
import { boardRate, isFxCurrency } from '../../../../domain/forex/rates.js';
import { minorDigits } from '../../../../domain/format/money.js';
import { hkDayRange, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { newId } from '../../../ids.js';
import { COUNTED_STATUSES } from '../../money/transfers/daily-limit.js';
import { limitOf } from './limits.js';
import { ERR } from '../../../../generated/error-codes.js';

/** A card or QR payment over what is left of the daily spending limit. */
export const SPENDING_LIMIT = ERR.PAYMENT_EXCEEDS_DAILY_SPENDING_LIMIT_CARD;

/** The amount in HKD minor units (rounded up: the limit is never exceeded by rounding). */
export function hkdEquivalent(amount: number, currency: string, nowMs: number): number {
  if (currency === 'HKD') return amount;
  if (!isFxCurrency(currency)) return amount;
  const rate = boardRate(currency, nowMs).bankSell; // millionths of HKD per unit
  const scale = 10 ** (minorDigits('HKD') - minorDigits(currency));
  return Math.ceil((amount * rate * scale) / 1_000_000);
}

export async function spentToday(trx: Transaction<Database>, customerId: string, nowMs: number): Promise<number> {
  const day = hkDayRange(nowMs);
  const row = await trx
    .selectFrom('card_spending')
    .innerJoin('transfers', 'transfers.id', 'card_spending.transfer_id')
    .select((eb) => eb.fn.sum<string | number | null>('card_spending.hkd_amount').as('total'))
    .where('card_spending.customer_id', '=', customerId)
    .where('card_spending.created_at', '>=', isoAt(day.start))
    .where('card_spending.created_at', '<', isoAt(day.end))
    .where('transfers.status', 'in', COUNTED_STATUSES)
    .executeTakeFirst();
  return toSafeIntegerOrZero(row?.total);
}

/** The check a payment makes under its lock: null when it fits in today's limit. */
export async function spendingRefusal(ctx: AppContext, trx: Transaction<Database>, customerId: string, amount: number, currency: string, nowMs: number): Promise<string | null> {
  const limit = await limitOf(ctx, trx, customerId, 'consumption-daily');
  const spent = await spentToday(trx, customerId, nowMs);
  return spent + hkdEquivalent(amount, currency, nowMs) > limit ? SPENDING_LIMIT : null;
}

export async function recordSpending(
  trx: Transaction<Database>,
  entry: { customerId: string; source: 'qr' | 'card'; transferId: string; currency: string; amount: number; nowMs: number },
): Promise<void> {
  await trx
    .insertInto('card_spending')
    .values({
      id: newId('CS'),
      customer_id: entry.customerId,
      source: entry.source,
      transfer_id: entry.transferId,
      currency: entry.currency,
      amount: entry.amount,
      hkd_amount: hkdEquivalent(entry.amount, entry.currency, entry.nowMs),
      created_at: isoAt(entry.nowMs),
    })
    .execute();
}
