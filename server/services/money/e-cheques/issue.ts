// ITSI700002: issue an e-cheque, on the transaction skeleton (customer lock, idempotency,
// mobile-token second factor). The cheque waits for its drawer's certificate signature
// (status 'apply'; sign.ts seals it and makes the file). Nothing is debited: the drawer's account pays when the cheque
// is presented and clears (clearing.ts). The amount counts against the day's transfer limit
// (transfers/daily-limit.ts adds today's cheques to today's transfers).
import type { Selectable, Transaction } from 'kysely';
import type { ITSI700002Request } from '../../../../generated/types/api.js';
import { checkChequeDate, ECHEQUE_CURRENCIES, PAYEE_NAME_PATTERN } from '../../../../domain/cheques/index.js';
import { hkDate } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { AccountsTable, Database } from '../../../db/schema.js';
import type { Lang } from '../../../i18n/translate.js';
import { keptAnswers } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { ownAccount } from '../transactions/own-account.js';
import { runInstruction } from '../transactions/run.js';
import { sentToday } from '../transfers/daily-limit.js';
import { drawCheque } from './draw.js';
import { toCheque, type ChequeView } from './record.js';
import { E, MEMO_PATTERN, mayDraw } from './rules.js';

export interface IssueAnswer {
  cheque: ChequeView;
}

export function issueCheque(ctx: AppContext, customerId: string, request: ITSI700002Request, lang: Lang): Promise<IssueAnswer> {
  return runInstruction<IssueAnswer>(ctx, {
    customerId,
    request,
    auth: request.auth,
    once: keptAnswers(customerId, request.idempotencyKey, E.reusedKey),
    // Checks that cost no one-time code come first, as on the screen.
    prepare: async (_trx, { now }) => {
      if (!PAYEE_NAME_PATTERN.test(request.payeeName.trim())) return { error: E.payeeName };
      if (request.memo && !MEMO_PATTERN.test(request.memo)) return { error: E.memo };
      if (!ECHEQUE_CURRENCIES.includes(request.currency)) return { error: E.currency };
      const date = checkChequeDate(request.chequeDate, hkDate(now));
      if (!date.ok) return { error: date.reason === 'too-far' ? E.dateTooFar : E.datePast };
      return { ok: undefined };
    },
    secondFactor: 'required',
    act: async (trx, _prepared, { now }) => {
      const usable = await drawingAccount(ctx, trx, customerId, request, now);
      if ('error' in usable) return usable;
      const account = usable.ok;
      const customer = await trx.selectFrom('customers').select(['name_en']).where('id', '=', customerId).executeTakeFirstOrThrow();
      const drawn = await drawCheque(ctx, trx, { customerId, nameEn: customer.name_en }, account, {
        payeeName: request.payeeName.trim(),
        currency: request.currency,
        amount: request.amount,
        chequeDate: request.chequeDate,
        memo: request.memo?.trim(),
      }, now, { awaitDrawerSignature: true });
      if ('error' in drawn) return drawn;
      return { ok: { cheque: toCheque(drawn.ok, 'issued', lang) } };
    },
  });
}

/** The drawer's own account that may draw this cheque, within today's limit (also for paying a merchant, pay-merchant.ts). */
export async function drawingAccount(
  ctx: AppContext,
  trx: Transaction<Database>,
  customerId: string,
  cheque: { fromAccountId: string; currency: string; amount: number },
  now: number,
): Promise<Outcome<Selectable<AccountsTable>>> {
  const account = await ownAccount(trx, customerId, cheque.fromAccountId);
  if (!account || !mayDraw(account)) return { error: E.account };
  if (account.currency !== cheque.currency) return { error: E.currency };
  const limit = ctx.settings.dailyLimits[cheque.currency as keyof typeof ctx.settings.dailyLimits];
  if ((await sentToday(trx, customerId, cheque.currency, now)) + cheque.amount > limit) return { error: E.dailyLimit };
  return { ok: account };
}
