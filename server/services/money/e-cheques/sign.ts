// ITSI700009: the drawer signs an issued cheque (status 'apply') with this device's
// certificate. The device signed the bank's transaction hash for this very cheque (the
// cheque id is the request's documentRef, the hash's transToken); the bank verifies it with
// the registered key, draws the certificate on the face, seals the PDF with its own key and
// releases the cheque ('normal'). Only now does a file exist to hand to the payee.
import type { ITSI700009Request } from '../../../../generated/types/api.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Lang } from '../../../i18n/translate.js';
import { verifyCertificateCredential } from '../../customer/signing/seal-requests.js';
import { keptAnswers } from '../transactions/idempotency.js';
import { runInstruction } from '../transactions/run.js';
import { fileNameOf, sealCheque, type DrawerSignature } from './draw.js';
import { toCheque, type ChequeView } from './record.js';
import { E } from './rules.js';

export interface SignAnswer {
  cheque: ChequeView;
  fileName: string;
  contentBase64: string;
}

export async function signCheque(ctx: AppContext, customerId: string, request: ITSI700009Request, lang: Lang, ip?: string): Promise<SignAnswer> {
  const once = keptAnswers<SignAnswer>(customerId, request.idempotencyKey, E.reusedKey);
  // A repeated request is answered from the first answer (inside runInstruction) without a
  // new signature: the first one was used up. A new request's signature is verified first,
  // once (the hash is single-use and expires), outside the instruction's transaction because
  // the verification keeps its own audit record.
  const answered = await ctx.store.db.transaction().execute((trx) => once.earlier(trx));
  let signature: DrawerSignature | null = null;
  if (!answered) signature = await verifyCertificateCredential(ctx, customerId, request.documentRef, request.auth, ip);
  return runInstruction<SignAnswer, { signature: DrawerSignature }>(ctx, {
    customerId,
    request,
    once,
    prepare: async (trx) => {
      const cheque = await trx.selectFrom('e_cheques').select(['status']).where('id', '=', request.documentRef).where('drawer_customer_id', '=', customerId).executeTakeFirst();
      if (!cheque) return { error: E.notFound };
      if (cheque.status !== 'apply') return { error: E.notSignable };
      return signature ? { ok: { signature } } : { error: E.notSignable };
    },
    // The certificate signature above is this instruction's second factor.
    secondFactor: 'none',
    act: async (trx, { signature }, { now }) => {
      const cheque = await trx.selectFrom('e_cheques').selectAll().where('id', '=', request.documentRef).executeTakeFirstOrThrow();
      const sealed = await sealCheque(ctx, cheque, signature, isoAt(now));
      await trx
        .updateTable('e_cheques')
        .set({
          status: sealed.status,
          pdf_sha256: sealed.pdf_sha256,
          pdf_base64: sealed.pdf_base64,
          drawer_cert_no: sealed.drawer_cert_no,
          drawer_signed_at: sealed.drawer_signed_at,
          updated_at: sealed.updated_at,
        })
        .where('id', '=', cheque.id)
        .where('status', '=', 'apply')
        .execute();
      return { ok: { cheque: toCheque(sealed, 'issued', lang), fileName: fileNameOf(sealed), contentBase64: sealed.pdf_base64 } };
    },
  });
}
