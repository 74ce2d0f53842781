// Notices of e-cheque events (settings/notice, kind eCheque): a deposited e-cheque cleared or
// bounced, told to the customer who deposited it and to the drawer, in the clearing's own
// database transaction. A payment by e-cheque to a merchant has no customer on that side.
// The texts are in locales/bank-notices/.
import type { Transaction } from 'kysely';
import { formatMoney } from '../../../../domain/format/money.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { noticeText } from './notice-texts.js';
import { raiseNotice, type NoticeText } from './raise.js';

interface Cleared {
  chequeNo: string;
  drawerCustomerId: string;
  depositCustomerId: string;
  currency: string;
  amount: number;
  outcome: 'cleared' | 'bounced';
}

function depositorText(e: Cleared): NoticeText {
  const figures = { chequeNo: e.chequeNo, money: formatMoney(e.amount, e.currency) };
  return noticeText(e.outcome === 'cleared' ? 'eCheque.depositorCleared' : 'eCheque.depositorBounced', figures);
}

function drawerText(e: Cleared): NoticeText {
  const figures = { chequeNo: e.chequeNo, money: formatMoney(e.amount, e.currency) };
  return noticeText(e.outcome === 'cleared' ? 'eCheque.drawerCleared' : 'eCheque.drawerBounced', figures);
}

export async function chequeClearingNotices(ctx: AppContext, trx: Transaction<Database>, e: Cleared): Promise<void> {
  const depositor = await trx.selectFrom('customers').select('id').where('id', '=', e.depositCustomerId).executeTakeFirst();
  if (depositor) await raiseNotice(ctx, trx, depositor.id, 'eCheque', depositorText(e));
  await raiseNotice(ctx, trx, e.drawerCustomerId, 'eCheque', drawerText(e));
}
