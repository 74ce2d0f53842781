// Due work: the reminders customers asked for (settings/prompt), each raised once: a time
// deposit maturing within the chosen days, a forward-dated bill payment to be paid within the
// chosen days (also a bill-due notice: the customer may turn those off in settings/notice),
// and the log-on password not changed for the chosen months. reminders_sent keeps what was
// raised, so running late or twice raises nothing again. The texts are in locales/bank-notices/.
import dayjs from 'dayjs';
import { formatMoney } from '../../../../domain/format/money.js';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { PROMPTS, promptOfMany } from '../settings/prompts.js';
import { noticeText } from './notice-texts.js';
import { raiseNotice, type NoticeText } from './raise.js';
import type { NoticeKind } from './preferences.js';

const DAY_MS = 86_400_000;

async function raiseOnce(ctx: AppContext, customerId: string, kind: string, subject: string, notice: NoticeKind, text: NoticeText): Promise<boolean> {
  return ctx.store.db.transaction().execute(async (trx) => {
    const done = await trx.selectFrom('reminders_sent').select('subject').where('customer_id', '=', customerId).where('kind', '=', kind).where('subject', '=', subject).executeTakeFirst();
    if (done) return false;
    await trx.insertInto('reminders_sent').values({ customer_id: customerId, kind, subject, sent_at: isoAt(ctx.clock.now()) }).execute();
    // A kind the customer turned off is still marked as handled: it is not raised later either.
    return raiseNotice(ctx, trx, customerId, notice, text);
  });
}

function maturityText(d: { id: string; currency: string; principal: number; maturity_date: string }): NoticeText {
  return noticeText('reminder.maturity', { id: d.id, money: formatMoney(Number(d.principal), d.currency), date: d.maturity_date });
}

function billText(b: { currency: string; amount: number; bill_no: string; effective_date: string; from_account_no: string }): NoticeText {
  return noticeText('reminder.bill', {
    money: formatMoney(Number(b.amount), b.currency),
    bill: `****${b.bill_no.slice(-4)}`,
    from: `****${b.from_account_no.replace(/\D/g, '').slice(-4)}`,
    date: b.effective_date,
  });
}

function passwordText(months: number, since: string): NoticeText {
  return noticeText('reminder.password', { months, since });
}

export async function raiseDueReminders(ctx: AppContext): Promise<number> {
  const db = ctx.store.db;
  const now = ctx.clock.now();
  const today = hkDate(now);
  let raised = 0;

  const depositHorizon = hkDate(now + Math.max(...PROMPTS.depositMaturityDays.options) * DAY_MS);
  const deposits = await db
    .selectFrom('time_deposits')
    .select(['id', 'customer_id', 'currency', 'principal', 'maturity_date'])
    .where('status', '=', 'active')
    .where('maturity_date', '>=', today)
    .where('maturity_date', '<=', depositHorizon)
    .execute();
  const depositDays = await promptOfMany(db, [...new Set(deposits.map((d) => d.customer_id))], 'depositMaturityDays');
  for (const d of deposits) {
    const days = depositDays.get(d.customer_id) ?? 0;
    if (days === 0 || d.maturity_date > hkDate(now + days * DAY_MS)) continue;
    if (await raiseOnce(ctx, d.customer_id, 'deposit-maturity', d.id, 'reminder', maturityText(d))) raised += 1;
  }

  const billHorizon = hkDate(now + Math.max(...PROMPTS.billPaymentDays.options) * DAY_MS);
  const bills = await db
    .selectFrom('bill_payments')
    .select(['id', 'customer_id', 'currency', 'amount', 'bill_no', 'effective_date', 'from_account_no'])
    .where('kind', '=', 'forward')
    .where('status', 'in', ['0', '1'])
    .where('effective_date', '>=', today)
    .where('effective_date', '<=', billHorizon)
    .execute();
  const billDays = await promptOfMany(db, [...new Set(bills.map((b) => b.customer_id))], 'billPaymentDays');
  for (const b of bills) {
    const days = billDays.get(b.customer_id) ?? 0;
    if (days === 0 || b.effective_date > hkDate(now + days * DAY_MS)) continue;
    // Amended to another date: a reminder of its own.
    if (await raiseOnce(ctx, b.customer_id, 'bill-due', `${b.id}@${b.effective_date}`, 'billDue', billText(b))) raised += 1;
  }

  const ages = await db.selectFrom('prompt_settings').select(['customer_id', 'value']).where('kind', '=', 'passwordAgeMonths').where('value', '>', 0).execute();
  for (const a of ages) {
    const customer = await db.selectFrom('customers').select(['password_changed_at', 'created_at']).where('id', '=', a.customer_id).executeTakeFirst();
    if (!customer) continue;
    const since = customer.password_changed_at ?? customer.created_at;
    const months = Number(a.value);
    if (dayjs(since).add(months, 'month').valueOf() > now) continue;
    // One reminder per password (a change starts the count again).
    if (await raiseOnce(ctx, a.customer_id, 'password-age', since, 'reminder', passwordText(months, hkDate(Date.parse(since))))) raised += 1;
  }
  return raised;
}
