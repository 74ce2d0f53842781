// ITSI700008 (sandbox only): a signed e-cheque drawn by another demo customer, so testers have
// cheques to deposit (expired or post-dated ones too: any date is accepted here).
import type { ITSI700008Request } from '../../../../generated/types/api.js';
import { BankError } from '../../../api/errors.js';
import { hkDate } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Lang } from '../../../i18n/translate.js';
import { drawCheque, fileNameOf } from './draw.js';
import { toCheque } from './record.js';
import { E, mayDraw } from './rules.js';

export async function sandboxCheque(ctx: AppContext, request: ITSI700008Request, lang: Lang) {
  const now = ctx.clock.now();
  const outcome = await ctx.store.db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').select(['id', 'name_en']).where('login_id', '=', request.drawerLoginId).executeTakeFirst();
    if (!customer) return { error: E.unknownDrawer };
    const accounts = await trx.selectFrom('accounts').selectAll().where('customer_id', '=', customer.id).where('currency', '=', request.currency).where('status', '=', 'active').execute();
    const account = accounts.find(mayDraw);
    if (!account) return { error: E.account };
    return drawCheque(ctx, trx, { customerId: customer.id, nameEn: customer.name_en }, account, {
      payeeName: request.payeeName,
      currency: request.currency,
      amount: request.amount,
      chequeDate: request.chequeDate ?? hkDate(now),
    }, now);
  });
  if ('error' in outcome) throw new BankError(outcome.error);
  return { cheque: toCheque(outcome.ok, 'issued', lang), fileName: fileNameOf(outcome.ok), contentBase64: outcome.ok.pdf_base64 };
}
