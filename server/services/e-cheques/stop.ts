// ITSI700007: stop an e-cheque the customer drew that has not been presented. The handling
// fee is debited from the chosen HKD account to the bank's fee income in the same
// transaction; a stopped cheque no longer counts against the day's limit and is refused at
// deposit.
import type { Selectable } from 'kysely';
import type { ITSI700007Request } from '../../../generated/types/api.js';
import { isoAt } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { AccountsTable, EChequesTable } from '../../db/schema.js';
import type { Lang } from '../../i18n/translate.js';
import { postEntry } from '../ledger.js';
import { bankAccountId } from '../transactions/bank-accounts.js';
import { keptAnswers } from '../transactions/idempotency.js';
import { ownAccount, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { covers } from '../transactions/posting.js';
import { runInstruction } from '../transactions/run.js';
import { toCheque, type ChequeView } from './record.js';
import { E, STOP_FEE, STOP_FEE_CURRENCY } from './rules.js';

export interface StopAnswer {
  cheque: ChequeView;
  fee: number;
  feeCurrency: string;
}

interface Stoppable {
  cheque: Selectable<EChequesTable>;
  fee: Selectable<AccountsTable>;
}

export function stopCheque(ctx: AppContext, customerId: string, request: ITSI700007Request, lang: Lang): Promise<StopAnswer> {
  return runInstruction<StopAnswer, Stoppable>(ctx, {
    customerId,
    request,
    auth: request.auth,
    once: keptAnswers(customerId, request.idempotencyKey, E.reusedKey),
    prepare: async (trx) => {
      const cheque = await trx.selectFrom('e_cheques').selectAll().where('id', '=', request.chequeId).where('drawer_customer_id', '=', customerId).executeTakeFirst();
      if (!cheque) return { error: E.notFound };
      if (cheque.status !== 'normal') return { error: E.notStoppable };
      const fee = await ownAccount(trx, customerId, request.feeAccountId, { types: PAYING_ACCOUNT_TYPES, currencies: [STOP_FEE_CURRENCY] });
      if (!fee || !covers(fee, STOP_FEE)) return { error: E.feeAccount };
      return { ok: { cheque, fee } };
    },
    secondFactor: 'required',
    act: async (trx, { cheque, fee }, { now }) => {
      const at = isoAt(now);
      const entryId = await postEntry(trx, {
        kind: 'e-cheque-stop-fee',
        reference: `${cheque.id}/stop`,
        createdAt: at,
        lines: [
          { accountId: fee.id, amount: -STOP_FEE },
          { accountId: await bankAccountId(trx, 'fee-income', STOP_FEE_CURRENCY, at), amount: STOP_FEE },
        ],
      });
      const stopped = { ...cheque, status: 'stopped' as const, status_reason: request.reason, stop_fee_account_id: fee.id, stop_entry_id: entryId, updated_at: at };
      await trx
        .updateTable('e_cheques')
        .set({ status: 'stopped', status_reason: request.reason, stop_fee_account_id: fee.id, stop_entry_id: entryId, updated_at: at })
        .where('id', '=', cheque.id)
        .execute();
      return { ok: { cheque: toCheque(stopped, 'issued', lang), fee: STOP_FEE, feeCurrency: STOP_FEE_CURRENCY } };
    },
  });
}
