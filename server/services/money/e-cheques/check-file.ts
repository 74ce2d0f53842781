// ITSI700010: check an e-cheque file before accepting it as payment or depositing it. The same
// checks as a deposit (presentment.ts), answered as a verdict instead of a refusal; nothing is
// recorded or moved. A file the bank did not seal, or one with any byte changed, is refused.
import type { ITSI700010Request } from '../../../../generated/types/api.js';
import { BankError } from '../../../api/errors.js';
import { hkDate } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { translate, type Lang } from '../../../i18n/translate.js';
import { toCheque } from './record.js';
import { E } from './rules.js';
import { chequeOfFile, presentmentVerdict, verdictMessage, type Verdict } from './presentment.js';

export async function checkChequeFile(ctx: AppContext, customerId: string, request: ITSI700010Request, lang: Lang) {
  const db = ctx.store.db;
  const cheque = await chequeOfFile(ctx, db, request.fileBase64);
  if (!cheque) throw new BankError(E.altered);
  const holder = await db.selectFrom('customers').select(['name_en', 'name_zh']).where('id', '=', customerId).executeTakeFirstOrThrow();
  const verdict = presentmentVerdict(cheque, [holder.name_en, holder.name_zh], hkDate(ctx.clock.now()));
  const { code, params } = verdictMessage(verdict, cheque);
  // Whoever holds the file sees its face; the drawer's account stays masked as for any payee.
  return { cheque: toCheque(cheque, 'received', lang), verdict: verdict as Verdict, verdictMessage: translate(code, lang, params) };
}
