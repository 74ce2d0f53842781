// Due work: the reminders customers asked for (settings/prompt), each raised once: a time
// deposit maturing within the chosen days, a forward-dated bill payment to be paid within the
// chosen days (also a bill-due notice: the customer may turn those off in settings/notice),
// and the log-on password not changed for the chosen months. reminders_sent keeps what was
// raised, so running late or twice raises nothing again.
import dayjs from 'dayjs';
import { formatMoney } from '../../../../domain/format/money.js';
import { hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { PROMPTS, promptOfMany } from '../settings/prompts.js';
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
  const money = formatMoney(Number(d.principal), d.currency);
  return {
    title: { 'zh-TW': '定期存款即將到期', 'zh-CN': '定期存款即将到期', en: 'Time deposit maturing soon' },
    summary: { 'zh-TW': `定期存款 ${d.id}（${money}）將於 ${d.maturity_date} 到期。`, 'zh-CN': `定期存款 ${d.id}（${money}）将于 ${d.maturity_date} 到期。`, en: `Time deposit ${d.id} (${money}) matures on ${d.maturity_date}.` },
    body: {
      'zh-TW': `閣下的定期存款 ${d.id}，本金 ${money}，將於 ${d.maturity_date} 到期。如需更改到期指示，請於到期日前辦理。`,
      'zh-CN': `阁下的定期存款 ${d.id}，本金 ${money}，将于 ${d.maturity_date} 到期。如需更改到期指示，请于到期日前办理。`,
      en: `Your time deposit ${d.id}, principal ${money}, matures on ${d.maturity_date}. To change what happens at maturity, do so before that date.`,
    },
  };
}

function billText(b: { currency: string; amount: number; bill_no: string; effective_date: string; from_account_no: string }): NoticeText {
  const money = formatMoney(Number(b.amount), b.currency);
  const bill = `****${b.bill_no.slice(-4)}`;
  const from = `****${b.from_account_no.replace(/\D/g, '').slice(-4)}`;
  return {
    title: { 'zh-TW': '繳費提示', 'zh-CN': '缴费提示', en: 'Bill payment reminder' },
    summary: { 'zh-TW': `賬單 ${bill} 的 ${money} 將於 ${b.effective_date} 從 ${from} 支付。`, 'zh-CN': `账单 ${bill} 的 ${money} 将于 ${b.effective_date} 从 ${from} 支付。`, en: `${money} for bill ${bill} will be paid from ${from} on ${b.effective_date}.` },
    body: {
      'zh-TW': `閣下預設的繳費指示（賬單號碼 ${bill}，${money}）將於 ${b.effective_date} 從賬戶 ${from} 支付。請確保賬戶有足夠結餘；如需修改或刪除，請於生效日前辦理。`,
      'zh-CN': `阁下预设的缴费指示（账单号码 ${bill}，${money}）将于 ${b.effective_date} 从账户 ${from} 支付。请确保账户有足够结余；如需修改或删除，请于生效日前办理。`,
      en: `Your forward-dated bill payment (bill ${bill}, ${money}) will be paid from account ${from} on ${b.effective_date}. Please keep enough in the account; to amend or delete it, do so before that date.`,
    },
  };
}

function passwordText(months: number, since: string): NoticeText {
  return {
    title: { 'zh-TW': '請考慮更改登入密碼', 'zh-CN': '请考虑更改登录密码', en: 'Time to change your log-on password' },
    summary: { 'zh-TW': `閣下的登入密碼已 ${months} 個月未更改。`, 'zh-CN': `阁下的登录密码已 ${months} 个月未更改。`, en: `Your log-on password has not been changed for ${months} months.` },
    body: {
      'zh-TW': `閣下的登入密碼自 ${since} 起未曾更改。定期更改密碼可減低被盜用的風險：請於「設定 > 更改登入密碼」更改。本行絕不會以短訊或電郵連結要求閣下輸入密碼。`,
      'zh-CN': `阁下的登录密码自 ${since} 起未曾更改。定期更改密码可减低被盗用的风险：请于“设定 > 更改登录密码”更改。本行绝不会以短信或电邮链接要求阁下输入密码。`,
      en: `Your log-on password has not been changed since ${since}. Changing it from time to time lowers the risk of misuse: go to Settings > Change log-on password. We never ask for your password through a link in an SMS or e-mail.`,
    },
  };
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
