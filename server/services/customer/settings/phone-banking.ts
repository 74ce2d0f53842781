// The phone-banking PIN (settings/reset-phoneBank): six digits a caller keys in to the bank's
// telephone service. Set or reset online with the second factor, under the rules of
// domain/security/phone-banking-pin.ts applied with the customer's own details (date of birth,
// mobile, identity document); stored as salted scrypt, never logged. The telephone service
// checks it with its own counter: five wrong PINs lock phone banking for 24 hours (a reset
// online lifts the lock, as the customer has just proven who they are).
import { phonePinProblem } from '../../../../domain/security/phone-banking-pin.js';
import { BankError } from '../../../api/errors.js';
import { hkDate, hkTime, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { raiseNotice } from '../notices/raise.js';
import type { AuthCredential } from '../security/credentials.js';
import { hashPin, pinMatches } from '../security/secrets.js';
import { changeOutcome } from '../../money/transactions/customer-change.js';
import { errorOf } from '../../money/transactions/outcome.js';
import { securityNotice } from './security-notices.js';
import { ERR } from '../../../../generated/error-codes.js';

export const PHONE_PIN_MAX_FAILURES = 5;
export const PHONE_PIN_LOCK_MS = 24 * 60 * 60_000;

export const PHONE_PIN_ERRORS = {
  /** The PIN breaks a rule; params.rule names it (format, repeated, sequence, pattern, personal). */
  rule: ERR.PHONE_BANKING_PIN_MUST_6_DIGITS,
  notSet: ERR.NO_PHONE_BANKING_PIN_SET,
  /** params.attemptsLeft */
  wrong: ERR.PHONE_BANKING_PIN_INCORRECT_ATTEMPTS_LEFT,
  locked: ERR.PHONE_BANKING_LOCKED_24_HOURS_AFTER,
} as const;

export async function phonePinStatus(ctx: AppContext, customerId: string) {
  const row = await ctx.store.db.selectFrom('phone_banking_pins').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  const locked = !!row?.locked_until && Date.parse(row.locked_until) > ctx.clock.now();
  return { isSet: !!row, locked, ...(row ? { setAt: row.set_at } : {}) };
}

export async function setPhonePin(ctx: AppContext, input: { customerId: string; pin: string; auth: AuthCredential; ip?: string }) {
  const db = ctx.store.db;
  const customer = await db.selectFrom('customers').select(['birth_date', 'mobile', 'id_number']).where('id', '=', input.customerId).executeTakeFirstOrThrow();
  const problem = phonePinProblem(input.pin, { birthDate: customer.birth_date, mobile: customer.mobile, idNumber: customer.id_number });
  if (problem) {
    await recordAuthEvent(ctx, { event: 'phone-pin-set', outcome: 'failure', customerId: input.customerId, ip: input.ip ?? null, detail: { rule: problem } });
    throw new BankError(PHONE_PIN_ERRORS.rule, { rule: problem });
  }
  // Hashed before the transaction: scrypt is slow on purpose.
  const hash = await hashPin(input.pin);
  const now = ctx.clock.now();
  const at = isoAt(now);
  const outcome = await changeOutcome(ctx, {
    customerId: input.customerId,
    auth: input.auth,
    ip: input.ip,
    secondFactor: 'required',
    act: async (trx) => {
      const values = { pin_hash: hash, set_at: at, failed_count: 0, locked_until: null };
      await trx
        .insertInto('phone_banking_pins')
        .values({ customer_id: input.customerId, ...values })
        .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
        .execute();
      await raiseNotice(ctx, trx, input.customerId, 'security', securityNotice('phone-pin-set', `${hkDate(now)} ${hkTime(now)}`));
      return { ok: null };
    },
  });
  const error = errorOf(outcome);
  await recordAuthEvent(ctx, { event: 'phone-pin-set', outcome: error ? 'failure' : 'success', customerId: input.customerId, ip: input.ip ?? null, ...(error ? { detail: { error } } : {}) });
  if (error) throw new BankError(error);
  return phonePinStatus(ctx, input.customerId);
}

/** The telephone service's check (sandbox stand-in for the IVR): customer number and PIN. */
export async function checkPhonePin(ctx: AppContext, input: { custNo: string; pin: string; ip?: string }) {
  const db = ctx.store.db;
  const customer = await db.selectFrom('customers').select('id').where('cust_no', '=', input.custNo).executeTakeFirst();
  const row = customer ? await db.selectFrom('phone_banking_pins').selectAll().where('customer_id', '=', customer.id).executeTakeFirst() : undefined;
  // An unknown customer number and one without a PIN get the same answer.
  if (!customer || !row) throw new BankError(PHONE_PIN_ERRORS.notSet);
  const now = ctx.clock.now();
  if (row.locked_until && Date.parse(row.locked_until) > now) throw new BankError(PHONE_PIN_ERRORS.locked);
  // Counted before the PIN is compared, in one statement: guesses sent side by side each count.
  await db
    .updateTable('phone_banking_pins')
    .set((eb) => ({ failed_count: eb('failed_count', '+', 1) }))
    .where('customer_id', '=', customer.id)
    .execute();
  const counted = await db.selectFrom('phone_banking_pins').select('failed_count').where('customer_id', '=', customer.id).executeTakeFirstOrThrow();
  const ok = counted.failed_count <= PHONE_PIN_MAX_FAILURES && /^[0-9]{6}$/.test(input.pin) && (await pinMatches(input.pin, row.pin_hash));
  const locked = !ok && counted.failed_count >= PHONE_PIN_MAX_FAILURES;
  if (ok || locked) {
    await db
      .updateTable('phone_banking_pins')
      .set({ failed_count: 0, locked_until: locked ? isoAt(now + PHONE_PIN_LOCK_MS) : null })
      .where('customer_id', '=', customer.id)
      .execute();
  }
  await recordAuthEvent(ctx, { event: 'phone-pin-check', outcome: ok ? 'success' : locked ? 'locked' : 'failure', customerId: customer.id, ip: input.ip ?? null });
  if (locked) throw new BankError(PHONE_PIN_ERRORS.locked);
  if (!ok) throw new BankError(PHONE_PIN_ERRORS.wrong, { attemptsLeft: String(PHONE_PIN_MAX_FAILURES - counted.failed_count) });
  return { verified: true };
}
