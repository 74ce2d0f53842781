// ITSI700012: pay a merchant that accepts e-cheques. In one instruction (customer lock,
// idempotency, mobile token) the bank draws an e-cheque dated today on the customer's account
// to the merchant (issue.ts's account and daily-limit checks, draw.ts's cheque) and presents
// it at once to the merchant's collection account (deposit.ts's presentment): the cheque is in
// transit and clears, or bounces when the drawer is short, in the due work like any deposit.
import type { ITSI700012Request } from '../../../../generated/types/api.js';
import { formatMoney } from '../../../../domain/format/money.js';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Lang } from '../../../i18n/translate.js';
import { MERCHANT_NOT_FOUND, merchants } from '../bills/directory.js';
import { keptAnswers } from '../transactions/idempotency.js';
import { runInstruction } from '../transactions/run.js';
import { presentCheque } from './deposit.js';
import { drawCheque } from './draw.js';
import { drawingAccount } from './issue.js';
import { collectionAccount, eChequeMerchant, type EChequeMerchant } from './merchants.js';
import { toCheque, type ChequeView } from './record.js';
import { E, REFERENCE_PATTERN } from './rules.js';

export interface PayAnswer {
  cheque: ChequeView;
  merchantId: string;
  merchantName: { 'zh-TW': string; 'zh-CN': string; en: string };
  reference?: string;
  clearingDate: string;
}

/** The name on the cheque: the merchant's English name, as a payee name may be at most 60 long. */
export function merchantPayeeName(found: EChequeMerchant): string {
  return found.merchant.name.en.slice(0, 60).trim();
}

export function payMerchant(ctx: AppContext, customerId: string, request: ITSI700012Request, lang: Lang): Promise<PayAnswer> {
  const reference = request.reference?.trim() || undefined;
  return runInstruction<PayAnswer, EChequeMerchant>(ctx, {
    customerId,
    request,
    auth: request.auth,
    once: keptAnswers(customerId, request.idempotencyKey, E.reusedKey),
    // Checks that cost no one-time code come first, as on the screen.
    prepare: async (trx) => {
      const found = await eChequeMerchant(trx, request.merchantId);
      if (!found) return { error: merchants().find(request.merchantId) ? E.merchantNotAccepting : MERCHANT_NOT_FOUND };
      if (reference !== undefined && !REFERENCE_PATTERN.test(reference)) return { error: E.reference };
      const limit = merchants().limitMinor(found.merchant);
      if (request.amount > limit) return { error: E.merchantLimit, params: { limit: `HKD ${formatMoney(limit, 'HKD')}` } };
      return { ok: found };
    },
    secondFactor: 'required',
    act: async (trx, found, { now }) => {
      const usable = await drawingAccount(ctx, trx, customerId, request, now);
      if ('error' in usable) return usable;
      const customer = await trx.selectFrom('customers').select(['name_en']).where('id', '=', customerId).executeTakeFirstOrThrow();
      const drawn = await drawCheque(ctx, trx, { customerId, nameEn: customer.name_en }, usable.ok, {
        payeeName: merchantPayeeName(found),
        currency: request.currency,
        amount: request.amount,
        chequeDate: hkDate(now),
        memo: reference,
      }, now);
      if ('error' in drawn) return drawn;
      const account = await collectionAccount(trx, found, request.currency, isoAt(now));
      const presented = await presentCheque(trx, drawn.ok, { customerId: found.merchant.id, account }, now);
      return {
        ok: {
          cheque: toCheque(presented.cheque, 'issued', lang, presented.deposit),
          merchantId: found.merchant.id,
          merchantName: found.merchant.name,
          ...(reference ? { reference } : {}),
          clearingDate: presented.deposit.clearing_date,
        },
      };
    },
  });
}
