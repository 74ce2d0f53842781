// Device signing keys: each device makes an ECDSA P-256 key pair whose private half never
// leaves it (WebCrypto, non-extractable); the bank keeps the public key under a certificate
// number. Registering again from the same device replaces its key and number.
import { createPublicKey, type KeyObject } from 'node:crypto';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { newId, randomAlnum } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { assertDeviceIsOwn } from '../security/device-binding.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { ERR } from '../../../../generated/error-codes.js';

export const KEY_ALG = 'SHA256withECDSA';
export const CERT_UNUSABLE = ERR.CERTIFICATE_FETCH_FAILED_RETRY;

/** The public key from base64 SubjectPublicKeyInfo, only if it is an EC P-256 key. */
export function p256Key(spkiBase64: string): KeyObject | null {
  try {
    const key = createPublicKey({ key: Buffer.from(spkiBase64, 'base64'), format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1' ? key : null;
  } catch {
    return null;
  }
}

export async function registerDeviceKey(ctx: AppContext, customerId: string, deviceId: string, publicKey: string, ip?: string) {
  if (!p256Key(publicKey)) {
    await recordAuthEvent(ctx, { event: 'signing-key-register', outcome: 'failure', customerId, ip });
    throw new BankError(CERT_UNUSABLE);
  }
  await assertDeviceIsOwn(ctx, customerId, deviceId, 'signing-key-register', ip);
  const certNo = `C${randomAlnum(15)}`;
  const { db } = ctx.store;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('device_keys').where('customer_id', '=', customerId).where('device_id', '=', deviceId).execute();
    await trx
      .insertInto('device_keys')
      .values({ id: newId('DK'), customer_id: customerId, device_id: deviceId, cert_no: certNo, public_key: publicKey, created_at: isoAt(ctx.clock.now()) })
      .execute();
  });
  await recordAuthEvent(ctx, { event: 'signing-key-register', outcome: 'success', customerId, ip, detail: { certNo } });
  return { certNo, keyAlg: KEY_ALG };
}

export async function certificatesOf(ctx: AppContext, customerId: string) {
  const rows = await ctx.store.db
    .selectFrom('device_keys')
    .select(['cert_no', 'device_id'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ certNo: r.cert_no, deviceId: r.device_id, keyAlg: KEY_ALG }));
}

export async function keyOfCert(ctx: AppContext, customerId: string, certNo: string) {
  const row = await ctx.store.db
    .selectFrom('device_keys')
    .select(['public_key'])
    .where('customer_id', '=', customerId)
    .where('cert_no', '=', certNo)
    .executeTakeFirst();
  const key = row ? p256Key(row.public_key) : null;
  if (!key) throw new BankError(CERT_UNUSABLE);
  return key;
}
