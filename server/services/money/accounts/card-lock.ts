// ITSI130004: the customer locks or unlocks the ATM card with the Mobile Token. Idempotent by
// state: locking a locked card changes nothing and answers its state again. Each change (and
// each repeat) is written to the audit log with the caller's address.
import type { Selectable } from 'kysely';
import type { ITSI130004Request } from '../../../../generated/types/api.js';
import type { AccountsTable } from '../../../db/schema.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { ownAccount } from '../transactions/own-account.js';
import type { Outcome } from '../transactions/outcome.js';
import { runInstruction } from '../transactions/run.js';
import { ATM_CARD_TYPE, cardStatusOf, holdingView } from './holdings.js';
import { ERR } from '../../../../generated/error-codes.js';

export const CARD_NOT_FOUND = ERR.ACCOUNT_NOT_FOUND;

export function lockOrUnlockCard(ctx: AppContext, customerId: string, request: ITSI130004Request, ip?: string) {
  return runInstruction<{ account: ReturnType<typeof holdingView>; changed: boolean }, Selectable<AccountsTable>>(ctx, {
    customerId,
    request,
    auth: request.auth,
    ip,
    // A card that is not the customer's (or not a card) is refused before a code is spent.
    prepare: async (trx): Promise<Outcome<Selectable<AccountsTable>>> => {
      const card = await ownAccount(trx, customerId, request.accountId, { types: [ATM_CARD_TYPE] });
      return card ? { ok: card } : { error: CARD_NOT_FOUND };
    },
    secondFactor: 'required',
    act: async (trx, card, step) => {
      const wanted = request.action === 'lock' ? 'locked' : 'active';
      const changed = cardStatusOf(card) !== wanted;
      const at = isoAt(step.now);
      if (changed) {
        await trx.updateTable('accounts').set({ card_status: wanted, card_status_at: at }).where('id', '=', card.id).execute();
      }
      await recordAuthEvent(
        ctx,
        { event: `card-${request.action}`, outcome: 'success', customerId, ip, detail: { accountId: card.id, changed } },
        trx,
      );
      const after = changed ? { ...card, card_status: wanted, card_status_at: at } : card;
      return { ok: { account: holdingView(after), changed } };
    },
  });
}
