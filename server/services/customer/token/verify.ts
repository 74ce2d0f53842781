// Checks a one-time code from the soft mobile token inside the caller's transaction.
// It returns an error code instead of throwing so that the caller can commit the token's
// state (failure count, lock, last used step) while moving no money.
import { TOTP, Secret } from 'otpauth';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { forUpdate } from '../../../db/lock.js';
import { prepared } from '../../../db/prepared.js';
import { TOTP_SETTINGS } from '../../../../domain/otp/totp.js';
import { seedBinding } from './devices.js';
import { ERR } from '../../../../generated/error-codes.js';

export const TOKEN_NOT_ACTIVATED = ERR.MOBILE_TOKEN_NOT_ACTIVATED_DEVICE;
export const OTP_INCORRECT = ERR.ONE_TIME_PASSWORD_INCORRECT_RE;
export const TOKEN_LOCKED = ERR.MOBILE_TOKEN_LOCKED_AFTER_TOO_MANY;

export type TokenCheck = null | typeof TOKEN_NOT_ACTIVATED | typeof OTP_INCORRECT | typeof TOKEN_LOCKED;

export async function verifyMobileToken(
  ctx: AppContext,
  trx: Transaction<Database>,
  customerId: string,
  deviceId: string,
  otp: string,
  /** Filled in for the audit log: whether a refusal was a replayed code. */
  outcome: { replay?: boolean } = {},
): Promise<TokenCheck> {
  const device = await deviceRow.first(trx, { customerId, deviceId });
  if (!device) return TOKEN_NOT_ACTIVATED;
  if (device.locked) return TOKEN_LOCKED;

  let seed: string;
  try {
    seed = ctx.cipher.decrypt(device.seed_enc, seedBinding(customerId, deviceId));
  } catch {
    // The key changed or the row was tampered with: the device must activate again.
    ctx.log.warn({ deviceRow: device.id }, 'mobile token seed cannot be decrypted');
    return TOKEN_NOT_ACTIVATED;
  }

  const now = ctx.clock.now();
  const totp = new TOTP({ ...TOTP_SETTINGS, secret: Secret.fromBase32(seed) });
  // Window 1 accepts the previous and next 30-second step for clock drift.
  const delta = totp.validate({ token: otp, timestamp: now, window: 1 });
  if (delta === null) {
    const failures = device.failed_count + 1;
    const locked = failures >= ctx.settings.tokenMaxFailures ? 1 : 0;
    await trx.updateTable('token_devices').set({ failed_count: failures, locked }).where('id', '=', device.id).execute();
    return locked ? TOKEN_LOCKED : OTP_INCORRECT;
  }

  const step = Math.floor(now / 1000 / TOTP_SETTINGS.period) + delta;
  // Each code is accepted once: a step at or before the last accepted one is a replay.
  // A replay is not counted as a wrong guess: whoever sends it already knew a valid code.
  if (device.last_step !== null && step <= device.last_step) {
    outcome.replay = true;
    return OTP_INCORRECT;
  }

  await codeAccepted.run(trx, { id: device.id, step });
  return null;
}

const deviceRow = prepared<{ customerId: string; deviceId: string }>()((db, p, dialect) =>
  forUpdate(db.selectFrom('token_devices').selectAll().where('customer_id', '=', p.customerId).where('device_id', '=', p.deviceId), dialect),
);

const codeAccepted = prepared<{ id: string; step: number }>()((db, p) =>
  db.updateTable('token_devices').set({ last_step: p.step, failed_count: 0 }).where('id', '=', p.id),
);
