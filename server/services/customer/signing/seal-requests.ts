// Signing an agreement (ITSI108021 loan, ITSI108515 deposit) or a transaction (ITSI104330):
// the bank fixes what is signed - a SHA-256 over the document reference, the customer, the
// certificate and a fresh nonce - and hands out its hash (sealHash) under a hashId. The
// device signs the hash; ITSI104331 verifies each signature with the registered key, once,
// within five minutes.
import { createHash, randomBytes, verify } from 'node:crypto';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { newId } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { KEY_ALG, keyOfCert } from './device-keys.js';
import { ERR } from '../../../../generated/error-codes.js';

export const SEAL_TTL_MS = 5 * 60_000;
export const SIGNATURE_FAILED = ERR.SIGNATURE_FAILED;
export const SEAL_UNUSABLE = ERR.TRANSACTION_EXCEPTION_RETRY;

export type SealType = 'loan' | 'deposit' | 'trans';

export interface SealHash {
  sealType: SealType;
  sealHash: string;
  hashId: string;
  keyAlg: string;
}

export async function issueSeals(
  ctx: AppContext,
  customerId: string,
  certNo: string,
  sealType: SealType,
  documentRefs: string[],
): Promise<SealHash[]> {
  await keyOfCert(ctx, customerId, certNo);
  const out: SealHash[] = [];
  for (const documentRef of documentRefs) {
    const hashId = newId('SH');
    const nonce = randomBytes(16).toString('base64');
    const sealHash = createHash('sha256')
      .update(JSON.stringify({ sealType, documentRef, customerId, certNo, nonce, hashId }))
      .digest('base64');
    await ctx.store.db
      .insertInto('signing_requests')
      .values({
        id: hashId,
        customer_id: customerId,
        cert_no: certNo,
        seal_type: sealType,
        document_ref: documentRef,
        seal_hash: sealHash,
        expires_at: isoAt(ctx.clock.now() + SEAL_TTL_MS),
        signed_at: null,
        signature: null,
      })
      .execute();
    out.push({ sealType, sealHash, hashId, keyAlg: KEY_ALG });
  }
  return out;
}

export interface SignedSeal {
  sealType: string;
  hashId: string;
  /** Base64 ECDSA P-256 signature (IEEE P1363, r||s) over the sealHash bytes, SHA-256. */
  pdfSignedVal: string;
}

export async function acceptSignatures(ctx: AppContext, customerId: string, certNo: string, signed: SignedSeal[], ip?: string) {
  const key = await keyOfCert(ctx, customerId, certNo);
  const { db } = ctx.store;
  const results: { hashId: string; documentRef: string; signedAt: string }[] = [];
  for (const item of signed) {
    const row = await db
      .selectFrom('signing_requests')
      .selectAll()
      .where('id', '=', item.hashId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!row || row.signed_at !== null || row.cert_no !== certNo || row.seal_type !== item.sealType || Date.parse(row.expires_at) < ctx.clock.now()) {
      throw new BankError(SEAL_UNUSABLE);
    }
    const good = verify('sha256', Buffer.from(row.seal_hash, 'base64'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(item.pdfSignedVal, 'base64'));
    if (!good) {
      await recordAuthEvent(ctx, { event: 'document-sign', outcome: 'failure', customerId, ip, detail: { hashId: row.id } });
      throw new BankError(SIGNATURE_FAILED);
    }
    const signedAt = isoAt(ctx.clock.now());
    // Only an unsigned row is updated: two concurrent submissions cannot both succeed.
    const updated = await db
      .updateTable('signing_requests')
      .set({ signed_at: signedAt, signature: item.pdfSignedVal })
      .where('id', '=', row.id)
      .where('signed_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new BankError(SEAL_UNUSABLE);
    await recordAuthEvent(ctx, { event: 'document-sign', outcome: 'success', customerId, ip, detail: { hashId: row.id, sealType: row.seal_type } });
    results.push({ hashId: row.id, documentRef: row.document_ref, signedAt });
  }
  return results;
}

export interface CertificateCredential {
  method: 'device-certificate';
  certNo: string;
  hashId: string;
  signature: string;
}

/**
 * Verifies an instruction's 'device-certificate' credential: a transaction hash (ITSI104330)
 * issued for exactly this `transToken`, signed by the certificate's key, used once.
 */
export async function verifyCertificateCredential(
  ctx: AppContext,
  customerId: string,
  transToken: string,
  auth: CertificateCredential,
  ip?: string,
): Promise<{ certNo: string; signedAt: string }> {
  const row = await ctx.store.db
    .selectFrom('signing_requests')
    .select(['document_ref', 'seal_type'])
    .where('id', '=', auth.hashId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  // A hash issued for another instruction proves nothing about this one.
  if (!row || row.seal_type !== 'trans' || row.document_ref !== transToken) throw new BankError(SEAL_UNUSABLE);
  const [result] = await acceptSignatures(ctx, customerId, auth.certNo, [{ sealType: 'trans', hashId: auth.hashId, pdfSignedVal: auth.signature }], ip);
  return { certNo: auth.certNo, signedAt: result!.signedAt };
}
