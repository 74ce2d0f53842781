// The cooling-off period of a new binding (SECURITY_POLICY.bindingCoolingOffMs, 12 hours): a
// mobile token or passkey bound less than that long ago cannot confirm a high-risk
// instruction or strengthened verification. A stolen session that binds a device of its own
// therefore gains nothing for 12 hours, while the customer's SMS notice of the binding
// (sent at binding time) gives them the chance to call the bank.
import type { AppContext } from '../../../context.js';
import { BankError } from '../../../api/errors.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { SECURITY_ERRORS, SECURITY_POLICY } from './policy.js';
import { prepared } from '../../../db/prepared.js';

const tokenBoundAt = prepared<{ customerId: string; deviceId: string }>()((db, p) =>
  db.selectFrom('token_devices').select('activated_at').where('customer_id', '=', p.customerId).where('device_id', '=', p.deviceId),
);

/** When the device or passkey named by `auth` was bound; undefined when it is not this customer's. */
/** What a credential says of the binding it comes from: any credential the bank takes has these, or some of them. */
export interface BindingProof {
  method?: unknown;
  deviceId?: unknown;
  credential?: unknown;
}

async function boundAt(ctx: AppContext, customerId: string, auth: BindingProof): Promise<string | undefined> {
  const { db } = ctx.store;
  if ((auth.method === 'mobile-token' || auth.method === 'transaction-code') && typeof auth.deviceId === 'string') {
    const row = await tokenBoundAt.first(db, { customerId, deviceId: auth.deviceId });
    return row?.activated_at;
  }
  const credential = auth.credential as { id?: unknown } | undefined;
  if (auth.method === 'passkey' && typeof credential?.id === 'string') {
    const row = await db.selectFrom('passkey_credentials').select('created_at').where('customer_id', '=', customerId).where('id', '=', credential.id).executeTakeFirst();
    return row?.created_at;
  }
  return undefined;
}

/**
 * Refuses a bound-device factor still in its cooling-off period. An unknown device or passkey
 * passes here: the credential check itself refuses it with its own message.
 */
export async function assertBindingSettled(ctx: AppContext, customerId: string, auth: BindingProof, ip?: string): Promise<void> {
  const at = await boundAt(ctx, customerId, auth);
  if (at === undefined || ctx.clock.now() - Date.parse(at) >= SECURITY_POLICY.bindingCoolingOffMs) return;
  await recordAuthEvent(ctx, { event: 'binding-cooling-off', outcome: 'failure', customerId, subject: String(auth.method), ip });
  throw new BankError(SECURITY_ERRORS.bindingCoolingOff);
}
