// Suspension of a direct debit authorisation (status SUPC, spec section 4; the product's rule,
// docs/decisions.md). The bank suspends an effective authorisation (SUCC) when it can no
// longer honour the merchant's debits from its account: the account is frozen or no longer
// there, or the customer's accounts are under review (the bank's risk rules). The customer is
// told in the notices inbox, with the reason and what to do; the list and the detail show
// "Suspended". Nothing resumes by itself: the customer amends the authorisation (another
// account, or the same once usable again), which the merchant's bank confirms again (PEND, then
// SUCC), or cancels it. Run by the due work, so safe to run twice: only SUCC rows move. The
// notice's texts are in locales/bank-notices/.
import { sql } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Locale } from '../../../../domain/locale.js';
import { NOTICES, noticeText } from '../../customer/notices/notice-texts.js';
import { raiseNotice, type NoticeText } from '../../customer/notices/raise.js';
import { merchantName } from './common.js';

export type SuspensionReason = 'account-unusable' | 'under-review';

function suspensionText(referenceNo: string, merchant: Record<Locale, string>, reason: SuspensionReason): NoticeText {
  const why = reason === 'under-review' ? 'directDebitSuspended.why.underReview' : 'directDebitSuspended.why.accountUnusable';
  return noticeText('directDebitSuspended', (lang) => ({ merchant: merchant[lang], reference: referenceNo, why: NOTICES.text(why, lang) }));
}

/** Due work: suspends the effective authorisations the bank can no longer honour; answers how many. */
export async function suspendDirectDebits(ctx: AppContext): Promise<number> {
  const db = ctx.store.db;
  const rows = await db
    .selectFrom('direct_debits as d')
    .leftJoin('accounts as a', 'a.id', 'd.from_account_id')
    .select(['d.id', 'd.customer_id', 'd.reference_no', 'd.merchant_id', 'a.id as account_id', 'a.status as account_status'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('risk_rules as r').select(sql`1`.as('one')).where('r.kind', '=', 'customer').whereRef('r.value', '=', 'd.customer_id'))
        .as('under_review'),
    )
    .where('d.status', '=', 'SUCC')
    .execute();
  let suspended = 0;
  for (const row of rows) {
    const underReview = Boolean(Number(row.under_review));
    const unusable = row.account_id === null || row.account_status !== 'active';
    if (!underReview && !unusable) continue;
    const reason: SuspensionReason = underReview ? 'under-review' : 'account-unusable';
    const moved = await db.transaction().execute(async (trx) => {
      const now = isoAt(ctx.clock.now());
      const result = await trx.updateTable('direct_debits').set({ status: 'SUPC', updated_at: now }).where('id', '=', row.id).where('status', '=', 'SUCC').executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await raiseNotice(ctx, trx, row.customer_id, 'billDue', suspensionText(row.reference_no, merchantName(row.merchant_id), reason));
      return true;
    });
    if (moved) suspended += 1;
  }
  return suspended;
}
