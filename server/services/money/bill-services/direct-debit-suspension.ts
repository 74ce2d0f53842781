// Suspension of a direct debit authorisation (status SUPC, spec section 4; the product's rule,
// docs/decisions.md). The bank suspends an effective authorisation (SUCC) when it can no
// longer honour the merchant's debits from its account: the account is frozen or no longer
// there, or the customer's accounts are under review (the bank's risk rules). The customer is
// told in the notices inbox, with the reason and what to do; the list and the detail show
// "Suspended". Nothing resumes by itself: the customer amends the authorisation (another
// account, or the same once usable again), which the merchant's bank confirms again (PEND, then
// SUCC), or cancels it. Run by the due work, so safe to run twice: only SUCC rows move.
import { sql } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { raiseNotice, type NoticeText } from '../../customer/notices/raise.js';
import { merchantName } from './common.js';

export type SuspensionReason = 'account-unusable' | 'under-review';

function noticeText(referenceNo: string, merchant: { 'zh-TW': string; 'zh-CN': string; en: string }, reason: SuspensionReason): NoticeText {
  const why =
    reason === 'under-review'
      ? { 'zh-TW': '閣下的賬戶正在審查中，暫時不能扣款', 'zh-CN': '阁下的账户正在审查中，暂时不能扣款', en: 'your accounts are under review and cannot be debited for now' }
      : { 'zh-TW': '扣款賬戶已凍結或已不能使用', 'zh-CN': '扣款账户已冻结或已不能使用', en: 'the debit account is frozen or can no longer be used' };
  return {
    title: { 'zh-TW': '直接付款授權已暫停', 'zh-CN': '直接付款授权已暂停', en: 'Direct debit authorisation suspended' },
    summary: {
      'zh-TW': `${merchant['zh-TW']}的直接付款授權（參考編號 ${referenceNo}）已暫停。`,
      'zh-CN': `${merchant['zh-CN']}的直接付款授权（参考编号 ${referenceNo}）已暂停。`,
      en: `Your direct debit authorisation for ${merchant.en} (reference ${referenceNo}) is suspended.`,
    },
    body: {
      'zh-TW': `由於${why['zh-TW']}，本行已暫停此直接付款授權，商戶暫時不能從閣下的賬戶扣款。請修改授權（例如選擇另一扣款賬戶），經商戶的銀行確認後即恢復生效；或取消授權。`,
      'zh-CN': `由于${why['zh-CN']}，本行已暂停此直接付款授权，商户暂时不能从阁下的账户扣款。请修改授权（例如选择另一扣款账户），经商户的银行确认后即恢复生效；或取消授权。`,
      en: `Because ${why.en}, we have suspended this direct debit authorisation: the merchant cannot debit your account for now. Amend the authorisation (for example, choose another debit account); it takes effect again once the merchant's bank confirms it. Or cancel it.`,
    },
  };
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
      await raiseNotice(ctx, trx, row.customer_id, 'billDue', noticeText(row.reference_no, merchantName(row.merchant_id), reason));
      return true;
    });
    if (moved) suspended += 1;
  }
  return suspended;
}
