// FPS registration of this bank's customers. Adding creates a record "to be verified" (4);
// the SMS-code verification then asks the directory and ends "registered" (1) or "failed" (2);
// deregistering ends "deregistered" (3). Format and ownership are checked when adding, the
// directory rules (an HKID at one receiving bank only) when the registration executes.
import type { Selectable, Transaction } from 'kysely';
import { randomInt } from 'node:crypto';
import { isoAt } from '../../../clock.js';
import { OWN_BANK_CODE } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import type { Database, FpsRegistrationsTable } from '../../../db/schema.js';
import { forUpdate } from '../../../db/lock.js';
import { newId } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { refuse, runCustomerChange, type Prepared } from '../../money/transactions/customer-change.js';
import type { Outcome } from '../../money/transactions/outcome.js';
import { ownAccount } from '../../money/transactions/own-account.js';
import type { SmsCredential } from '../sms/challenges.js';
import { FPS_ERRORS } from './errors.js';
import { displayProxy, normaliseHkid, normaliseMobile, normaliseProxy, type ProxyType } from './proxy.js';
import type { ITSI310011Request, ITSI310014Request } from '../../../../generated/types/api.js';

export const VERIFY_PURPOSE = 'ITSI310014';
/** Savings, current (cheque) and multi-currency accounts in HKD or CNY can collect. */
const COLLECTING_TYPES = ['01', '02', '03'];
const COLLECTING_CURRENCIES = ['HKD', 'CNY'];

export interface Registration {
  registrationId: string;
  proxyType: string;
  proxyValue: string;
  accountId: string;
  accountNo: string;
  accountType: string;
  currency: string;
  isDefault: boolean;
  state: string;
  failReason?: string;
  createdAt: string;
  updatedAt: string;
}

type Row = Selectable<FpsRegistrationsTable>;

function toRegistration(row: Row, accountType: string): Registration {
  return {
    registrationId: row.id,
    proxyType: row.proxy_type,
    proxyValue: displayProxy(row.proxy_type, row.proxy_value),
    accountId: row.account_id ?? '',
    accountNo: row.account_no,
    accountType,
    currency: row.currency,
    isDefault: row.is_default === 1,
    state: row.state,
    ...(row.fail_reason ? { failReason: row.fail_reason } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function withAccountTypes(ctx: AppContext, rows: Row[]): Promise<Registration[]> {
  const ids = rows.map((r) => r.account_id).filter((id): id is string => !!id);
  const accounts = ids.length ? await ctx.store.db.selectFrom('accounts').select(['id', 'account_type']).where('id', 'in', ids).execute() : [];
  const types = new Map(accounts.map((a) => [a.id, a.account_type]));
  return rows.map((r) => toRegistration(r, types.get(r.account_id ?? '') ?? ''));
}

export async function listRegistrations(ctx: AppContext, customerId: string): Promise<Registration[]> {
  const rows = await ctx.store.db
    .selectFrom('fps_registrations')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withAccountTypes(ctx, rows);
}

export async function getRegistration(ctx: AppContext, customerId: string, registrationId: string): Promise<Registration> {
  const row = await ctx.store.db
    .selectFrom('fps_registrations')
    .selectAll()
    .where('id', '=', registrationId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) throw new BankError(FPS_ERRORS.notFound);
  return (await withAccountTypes(ctx, [row]))[0]!;
}

/** ITSI310011's request. */
export type AddRequest = ITSI310011Request;

async function uniqueFpsId(trx: Transaction<Database>): Promise<string> {
  for (;;) {
    // FPS IDs are 7 to 9 digits; the sandbox hands out 9-digit ones.
    const candidate = String(100_000_000 + randomInt(0, 900_000_000));
    const clash = await trx.selectFrom('fps_registrations').select('id').where('proxy_type', '=', 'SVID').where('proxy_value', '=', candidate).executeTakeFirst();
    if (!clash) return candidate;
  }
}

/** A live registration of the same identifier at another bank (the spec's registerTransfer otherRecordList). */
export interface OtherRecord {
  bankCode: string;
  isDefault: boolean;
}

/**
 * The identifier's live registrations at other banks, for the journey's confirmB1 page. Only for
 * a mobile number or HKID, which addRegistration has proven to be the customer's own: for an
 * e-mail address or an FPS ID it would tell anyone which banks someone else uses.
 */
export async function otherRecords(ctx: AppContext, customerId: string, registrationId: string): Promise<OtherRecord[]> {
  const own = await ctx.store.db
    .selectFrom('fps_registrations')
    .select(['proxy_type', 'proxy_value'])
    .where('id', '=', registrationId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!own || (own.proxy_type !== 'MOBN' && own.proxy_type !== 'HKID')) return [];
  const rows = await ctx.store.db
    .selectFrom('fps_registrations')
    .select(['bank_code', 'is_default'])
    .where('proxy_type', '=', own.proxy_type)
    .where('proxy_value', '=', own.proxy_value)
    .where('state', '=', '1')
    .where('bank_code', '!=', OWN_BANK_CODE)
    .orderBy('bank_code')
    .limit(20)
    .execute();
  return rows.map((r) => ({ bankCode: r.bank_code, isDefault: r.is_default === 1 }));
}

export async function addRegistration(ctx: AppContext, customerId: string, request: AddRequest): Promise<Registration> {
  if (request.termsAccepted !== true) throw new BankError(FPS_ERRORS.termsNotAccepted);
  const now = isoAt(ctx.clock.now());
  const added = await runCustomerChange(ctx, {
    customerId,
    secondFactor: 'none',
    act: async (trx): Promise<Outcome<Row>> => {
      const customer = await trx.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
      const account = await ownAccount(trx, customerId, request.accountId, { types: COLLECTING_TYPES, currencies: COLLECTING_CURRENCIES });
      if (!account) return { error: FPS_ERRORS.accountInvalid };

      let value: string | null;
      if (request.proxyType === 'SVID') {
        value = await uniqueFpsId(trx);
      } else {
        value = normaliseProxy(request.proxyType, request.proxyValue ?? '');
        if (!value) return { error: FPS_ERRORS.proxyInvalid };
        // The code confirming the registration goes to the registered mobile, so only that
        // number (and only the customer's own HKID) can be registered.
        if (request.proxyType === 'MOBN' && value !== normaliseMobile(customer.mobile)) return { error: FPS_ERRORS.notOwnMobile };
        if (request.proxyType === 'HKID' && (customer.id_type !== 'HKID' || value !== normaliseHkid(customer.id_number))) {
          return { error: FPS_ERRORS.notOwnHkid };
        }
        const mine = await trx
          .selectFrom('fps_registrations')
          .select('id')
          .where('customer_id', '=', customerId)
          .where('proxy_type', '=', request.proxyType)
          .where('proxy_value', '=', value)
          .where('currency', '=', account.currency)
          .where('state', 'in', ['1', '4'])
          .executeTakeFirst();
        if (mine) return { error: FPS_ERRORS.alreadyRegistered };
      }
      const row: Row = {
        id: newId('FR'),
        customer_id: customerId,
        proxy_type: request.proxyType,
        proxy_value: value,
        bank_code: OWN_BANK_CODE,
        account_id: account.id,
        account_no: account.account_no,
        currency: account.currency,
        holder_name: customer.name_en,
        holder_name_zh: customer.name_zh,
        high_risk: 0,
        behaviour: 'ok',
        is_default: request.isDefault ? 1 : 0,
        state: '4',
        fail_reason: null,
        created_at: now,
        updated_at: now,
      };
      await trx.insertInto('fps_registrations').values(row).execute();
      return { ok: row };
    },
  });
  return (await withAccountTypes(ctx, [added]))[0]!;
}

/** ITSI310014's request. */
export type VerifyRequest = ITSI310014Request;

/**
 * Confirms a registration "to be verified" with the SMS code sent for this submit, then
 * executes it against the directory. Verifying an already executed registration again
 * answers its state (the idempotent retry of a lost answer).
 */
export async function verifyRegistration(ctx: AppContext, customerId: string, request: VerifyRequest, ip?: string): Promise<Registration> {
  const now = isoAt(ctx.clock.now());
  const registration = await runCustomerChange(ctx, {
    customerId,
    ip,
    prepare: async (trx): Promise<Prepared<Row, Row>> => {
      const row = await forUpdate(
        trx.selectFrom('fps_registrations').selectAll().where('id', '=', request.registrationId).where('customer_id', '=', customerId),
        ctx.store.dialect,
      ).executeTakeFirst();
      if (!row) return refuse(FPS_ERRORS.notFound);
      if (row.state !== '4') return row.state === '1' || row.state === '2' ? { answer: row } : refuse(FPS_ERRORS.notPending);
      return { ok: row };
    },
    secondFactor: { sms: () => ({ purpose: VERIFY_PURPOSE, transactionId: request.idempotencyKey, credential: request.auth }) },
    act: async (trx, row) => {
      const failReason = await directoryConflict(trx, row);
      if (!failReason && row.is_default === 1) {
        // One default receiving bank per proxy: this registration takes the flag.
        await trx
          .updateTable('fps_registrations')
          .set({ is_default: 0, updated_at: now })
          .where('proxy_type', '=', row.proxy_type)
          .where('proxy_value', '=', row.proxy_value)
          .where('id', '!=', row.id)
          .execute();
      }
      const done: Row = { ...row, state: failReason ? '2' : '1', fail_reason: failReason, updated_at: now };
      await trx.updateTable('fps_registrations').set({ state: done.state, fail_reason: done.fail_reason, updated_at: now }).where('id', '=', row.id).execute();
      return { ok: done };
    },
  });
  return (await withAccountTypes(ctx, [registration]))[0]!;
}

/** Why the directory refuses the registration, or null. Reasons are message keys. */
async function directoryConflict(trx: Transaction<Database>, row: Row): Promise<string | null> {
  const others = await trx
    .selectFrom('fps_registrations')
    .select(['customer_id', 'bank_code'])
    .where('proxy_type', '=', row.proxy_type)
    .where('proxy_value', '=', row.proxy_value)
    .where('state', '=', '1')
    .where('id', '!=', row.id)
    .execute();
  // Each HKID can be registered with only one receiving bank (spec section 6).
  if (row.proxy_type === 'HKID' && others.some((o) => o.bank_code !== OWN_BANK_CODE)) return 'fps.failed.hkidElsewhere';
  // A proxy belongs to one person: another customer's registration of it blocks this one.
  if (others.some((o) => o.customer_id !== null && o.customer_id !== row.customer_id)) return 'fps.failed.proxyTaken';
  return null;
}

export async function deregister(ctx: AppContext, customerId: string, registrationId: string): Promise<Registration> {
  const now = isoAt(ctx.clock.now());
  // Deregistering weakens nothing the customer holds: the session is enough.
  const registration = await runCustomerChange(ctx, {
    customerId,
    prepare: async (trx): Promise<Prepared<Row, Row>> => {
      const row = await forUpdate(
        trx.selectFrom('fps_registrations').selectAll().where('id', '=', registrationId).where('customer_id', '=', customerId),
        ctx.store.dialect,
      ).executeTakeFirst();
      if (!row) return refuse(FPS_ERRORS.notFound);
      if (row.state === '3') return { answer: row }; // already deregistered: the same answer again
      if (row.state !== '1' && row.state !== '4') return refuse(FPS_ERRORS.notRegistered);
      return { ok: row };
    },
    secondFactor: 'none',
    act: async (trx, row) => {
      const done: Row = { ...row, state: '3', is_default: 0, updated_at: now };
      await trx.updateTable('fps_registrations').set({ state: '3', is_default: 0, updated_at: now }).where('id', '=', row.id).execute();
      return { ok: done };
    },
  });
  return (await withAccountTypes(ctx, [registration]))[0]!;
}
