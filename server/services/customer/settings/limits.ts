// The customer's own limits, below the bank's: the daily transfer limit (every transfer kind
// together, HKD; the transfer check sendTransfer applies the lower of the two), the daily
// spending limit of card and QR payments, and the ATM card's daily withdrawal limit and
// overseas use. A change needs the second factor; raising a limit is refused while the bank
// stopped increases (ITSI401013) or while a newly bound token or passkey cools off. Every
// change is in the audit log (kind, old and new amounts; never a code).
import type { Kysely, Transaction } from 'kysely';
import { BankError } from '../../../api/errors.js';
import { hkDate, hkDayRange, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { prepared } from '../../../db/prepared.js';
import { recordAuthEvent } from '../../bank/audit.js';
import type { AuthCredential } from '../security/credentials.js';
import { assertBindingSettled } from '../security/cooling-off.js';
import { limitIncreaseStopped } from '../security/limit-increase.js';
import { SECURITY_ERRORS } from '../security/policy.js';
import { changeOutcome, refuse } from '../../money/transactions/customer-change.js';
import { errorOf, refusal } from '../../money/transactions/outcome.js';
import { sentToday } from '../../money/transfers/daily-limit.js';
import { ERR } from '../../../../generated/error-codes.js';

export type LimitKind = 'transfer-daily' | 'consumption-daily' | 'atm-daily';

/** HKD minor units. The transfer maximum is the bank's daily limit (server config). */
export const CONSUMPTION_DAILY_MAX = 10_000_000; // HKD 100,000.00
export const CONSUMPTION_DAILY_DEFAULT = 5_000_000; // HKD 50,000.00
export const ATM_DAILY_MAX = 5_000_000; // HKD 50,000.00
export const ATM_DAILY_DEFAULT = 2_000_000; // HKD 20,000.00
/** Overseas ATM use is turned on for at most a year at a time. */
export const ATM_OVERSEAS_MAX_DAYS = 365;

export const LIMIT_ERRORS = {
  /** Above the bank's maximum for the limit, or not a whole amount. */
  outOfRange: ERR.LIMIT_EXCEEDS_MAXIMUM_RE,
  /** The overseas end date is in the past or more than a year ahead. */
  overseasUntil: ERR.END_DATE_OVERSEAS_USE_MUST_WITHIN,
} as const;

/** A QR cash withdrawal over the ATM card's daily withdrawal limit. */
export const ATM_DAILY_LIMIT = ERR.WITHDRAWAL_EXCEEDS_ATM_CARD_S_DAILY;
/** Cash at an ATM outside Hong Kong while overseas use is off (or past its end date). */
export const ATM_OVERSEAS_OFF = ERR.OVERSEAS_USE_ATM_CARD_OFF_TURN;

/** Whether the customer's ATM card may be used outside Hong Kong today (Hong Kong date). */
export async function atmOverseasAllowed(db: Db, customerId: string, nowMs: number): Promise<boolean> {
  const row = await db.selectFrom('atm_overseas').select(['enabled', 'until']).where('customer_id', '=', customerId).executeTakeFirst();
  return row?.enabled === 1 && (row.until === null || row.until >= hkDate(nowMs));
}

/** Today's QR cash withdrawals (Hong Kong day) that are redeemed or still usable. */
export async function atmWithdrawnToday(db: Db, customerId: string, nowMs: number): Promise<number> {
  const day = hkDayRange(nowMs);
  const row = await db
    .selectFrom('qr_withdrawals')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('customer_id', '=', customerId)
    .where('created_at', '>=', isoAt(day.start))
    .where('created_at', '<', isoAt(day.end))
    .where((eb) => eb.or([eb('status', '=', 'redeemed'), eb('expires_at', '>', isoAt(nowMs))]))
    .executeTakeFirst();
  return toSafeIntegerOrZero(row?.total);
}

type Db = Kysely<Database> | Transaction<Database>;

export function maximumOf(ctx: AppContext, kind: LimitKind): number {
  if (kind === 'transfer-daily') return ctx.settings.dailyLimits.HKD;
  return kind === 'consumption-daily' ? CONSUMPTION_DAILY_MAX : ATM_DAILY_MAX;
}

function defaultOf(ctx: AppContext, kind: LimitKind): number {
  if (kind === 'transfer-daily') return ctx.settings.dailyLimits.HKD;
  return kind === 'consumption-daily' ? CONSUMPTION_DAILY_DEFAULT : ATM_DAILY_DEFAULT;
}

// Read on every transfer (the daily limit check): prepared, not built anew each time.
const ownLimitRow = prepared<{ customerId: string; kind: LimitKind; currency: string }>()((db, p) =>
  db.selectFrom('customer_limits').select('amount').where('customer_id', '=', p.customerId).where('kind', '=', p.kind).where('currency', '=', p.currency),
);

async function ownLimit(db: Db, customerId: string, kind: LimitKind, currency: string): Promise<number | undefined> {
  const row = await ownLimitRow.first(db, { customerId, kind, currency });
  return row ? toSafeIntegerOrZero(row.amount) : undefined;
}

/** The limit in force: the customer's own, else the bank's default. */
export async function limitOf(ctx: AppContext, db: Db, customerId: string, kind: LimitKind): Promise<number> {
  return (await ownLimit(db, customerId, kind, 'HKD')) ?? defaultOf(ctx, kind);
}

/** The daily transfer limit of a currency: the bank's, or the customer's lower one (HKD). */
export async function transferDailyLimit(ctx: AppContext, db: Db, customerId: string, currency: string): Promise<number | undefined> {
  const bank = (ctx.settings.dailyLimits as Record<string, number>)[currency];
  if (bank === undefined) return undefined;
  const own = await ownLimit(db, customerId, 'transfer-daily', currency);
  return own === undefined ? bank : Math.min(bank, own);
}

export async function limitsOf(ctx: AppContext, customerId: string) {
  const db = ctx.store.db;
  const now = ctx.clock.now();
  const used = await db.transaction().execute((trx) => sentToday(trx, customerId, 'HKD', now));
  const overseas = await db.selectFrom('atm_overseas').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  const overseasOn = overseas?.enabled === 1 && (overseas.until === null || overseas.until >= hkDate(now));
  const transfer = await limitOf(ctx, db, customerId, 'transfer-daily');
  return {
    currency: 'HKD',
    transferDaily: { limit: transfer, maxLimit: maximumOf(ctx, 'transfer-daily'), usedToday: used, remaining: Math.max(transfer - used, 0) },
    consumptionDaily: { limit: await limitOf(ctx, db, customerId, 'consumption-daily'), maxLimit: CONSUMPTION_DAILY_MAX },
    atm: {
      dailyLimit: await limitOf(ctx, db, customerId, 'atm-daily'),
      maxLimit: ATM_DAILY_MAX,
      overseas: overseasOn,
      ...(overseasOn && overseas?.until ? { overseasUntil: overseas.until } : {}),
    },
    increaseStopped: await limitIncreaseStopped(db, customerId),
  };
}

interface Change {
  customerId: string;
  auth: AuthCredential;
  ip?: string;
}

/** Checks what every change needs; answers whether `amount` raises the current limit. */
async function guardChange(ctx: AppContext, trx: Transaction<Database>, change: Change, kind: LimitKind, amount: number): Promise<string | null> {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > maximumOf(ctx, kind)) return LIMIT_ERRORS.outOfRange;
  const current = await limitOf(ctx, trx, change.customerId, kind);
  if (amount > current && (await limitIncreaseStopped(trx, change.customerId))) return SECURITY_ERRORS.limitIncreaseStopped;
  return null;
}

async function upsertLimit(trx: Transaction<Database>, customerId: string, kind: LimitKind, amount: number, at: string): Promise<void> {
  const values = { amount, updated_at: at };
  await trx
    .insertInto('customer_limits')
    .values({ customer_id: customerId, kind, currency: 'HKD', ...values })
    .onConflict((oc) => oc.columns(['customer_id', 'kind', 'currency']).doUpdateSet(values))
    .execute();
}

async function raises(ctx: AppContext, change: Change, kind: LimitKind, amount: number): Promise<boolean> {
  return amount > (await limitOf(ctx, ctx.store.db, change.customerId, kind));
}

/** Sets one limit (transfer or spending), confirmed by the credential. */
export async function setLimit(ctx: AppContext, change: Change, kind: 'transfer-daily' | 'consumption-daily', amount: number) {
  // A newly bound token or passkey may lower a limit at once, but raise it only after cooling off.
  if (await raises(ctx, change, kind, amount)) await assertBindingSettled(ctx, change.customerId, change.auth, change.ip);
  const before = await limitOf(ctx, ctx.store.db, change.customerId, kind);
  const outcome = await changeOutcome(ctx, {
    ...change,
    prepare: async (trx) => refusal(await guardChange(ctx, trx, change, kind, amount)),
    secondFactor: 'required',
    act: async (trx) => {
      await upsertLimit(trx, change.customerId, kind, amount, isoAt(ctx.clock.now()));
      return { ok: null };
    },
  });
  const error = errorOf(outcome);
  await recordAuthEvent(ctx, { event: 'limit-change', outcome: error ? 'failure' : 'success', customerId: change.customerId, ip: change.ip ?? null, detail: { kind, before, after: amount, ...(error ? { error } : {}) } });
  if (error) throw new BankError(error);
  return limitsOf(ctx, change.customerId);
}

/** The ATM card's daily withdrawal limit and overseas use, confirmed by the credential. */
export async function setAtmService(ctx: AppContext, change: Change, input: { dailyLimit: number; overseas: boolean; overseasUntil?: string }) {
  const today = hkDate(ctx.clock.now());
  const latest = hkDate(ctx.clock.now() + ATM_OVERSEAS_MAX_DAYS * 86_400_000);
  if (input.overseas && (!input.overseasUntil || input.overseasUntil < today || input.overseasUntil > latest)) throw new BankError(LIMIT_ERRORS.overseasUntil);
  // Turning overseas use on widens what a stolen card can do: treated as raising a limit.
  const before = await limitsOf(ctx, change.customerId);
  const widens = input.dailyLimit > before.atm.dailyLimit || (input.overseas && !before.atm.overseas);
  if (widens) await assertBindingSettled(ctx, change.customerId, change.auth, change.ip);
  const outcome = await changeOutcome(ctx, {
    ...change,
    prepare: async (trx) => {
      const refused = await guardChange(ctx, trx, change, 'atm-daily', input.dailyLimit);
      if (refused) return refuse(refused);
      return refusal(widens && (await limitIncreaseStopped(trx, change.customerId)) ? SECURITY_ERRORS.limitIncreaseStopped : null);
    },
    secondFactor: 'required',
    act: async (trx) => {
      const at = isoAt(ctx.clock.now());
      await upsertLimit(trx, change.customerId, 'atm-daily', input.dailyLimit, at);
      const values = { enabled: input.overseas ? 1 : 0, until: input.overseas ? (input.overseasUntil ?? null) : null, updated_at: at };
      await trx
        .insertInto('atm_overseas')
        .values({ customer_id: change.customerId, ...values })
        .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
        .execute();
      return { ok: null };
    },
  });
  const error = errorOf(outcome);
  await recordAuthEvent(ctx, {
    event: 'atm-service-change',
    outcome: error ? 'failure' : 'success',
    customerId: change.customerId,
    ip: change.ip ?? null,
    detail: { before: before.atm.dailyLimit, after: input.dailyLimit, overseas: input.overseas, until: input.overseas ? (input.overseasUntil ?? null) : null, ...(error ? { error } : {}) },
  });
  if (error) throw new BankError(error);
  return limitsOf(ctx, change.customerId);
}
