// Rate alerts (page-alert): the customer asks to be told when the bank's selling or buying rate
// of a currency goes above or below a level. The bank keeps them and checks them against the
// board in its due work (and when the customer opens the list); a crossed alert becomes
// 'triggered' once and sends the customer a notice (notice/list).
import { boardRate, formatRate, isFxCurrency, type FxCurrency } from '../../../../domain/forex/index.js';
import { BankError } from '../../../api/errors.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { newId } from '../../../ids.js';
import { wantsNotice } from '../../customer/notices/preferences.js';
import { currencyName } from '../../../i18n/currency-names.js';
import { NOTICES, noticeText } from '../../customer/notices/notice-texts.js';
import { noticeRow } from '../../customer/notices/raise.js';
import { ERR } from '../../../../generated/error-codes.js';

const MAX_WATCHING = 10;

/** Parses a level typed as a rate ("7.8123") into millionths; undefined when not a rate. */
export function parseLevel(text: string): number | undefined {
  const m = /^(\d{1,4})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!m) return undefined;
  const micros = Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'));
  return micros > 0 ? micros : undefined;
}

export async function createAlert(ctx: AppContext, customerId: string, request: { currency: string; side: 'bankSell' | 'bankBuy'; direction: 'above' | 'below'; level: string }) {
  if (!isFxCurrency(request.currency)) throw new BankError(ERR.CURRENCY_NOT_OFFERED);
  const level = parseLevel(request.level);
  if (level === undefined) throw new BankError(ERR.CORRECT_RATE_LEVEL);
  const watching = await ctx.store.db.selectFrom('fx_alerts').select('id').where('customer_id', '=', customerId).where('status', '=', 'watching').execute();
  if (watching.length >= MAX_WATCHING) throw new BankError(ERR.SET_MOST_RATE_ALERTS, { max: String(MAX_WATCHING) });
  const now = ctx.clock.now();
  const id = newId('FA');
  await ctx.store.db
    .insertInto('fx_alerts')
    .values({ id, customer_id: customerId, currency: request.currency, side: request.side, direction: request.direction, level, status: 'watching', created_at: isoAt(now), triggered_at: null, triggered_rate: null })
    .execute();
  await checkAlerts(ctx, customerId);
  return listAlerts(ctx, customerId).then((list) => ({ alert: list.alerts.find((a) => a.alertId === id)! }));
}

export async function deleteAlert(ctx: AppContext, customerId: string, alertId: string) {
  const result = await ctx.store.db.updateTable('fx_alerts').set({ status: 'deleted' }).where('id', '=', alertId).where('customer_id', '=', customerId).where('status', '!=', 'deleted').executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new BankError(ERR.RATE_ALERT_NOT_FOUND);
  return { alertId };
}

export async function listAlerts(ctx: AppContext, customerId: string) {
  await checkAlerts(ctx, customerId);
  const rows = await ctx.store.db.selectFrom('fx_alerts').selectAll().where('customer_id', '=', customerId).where('status', '!=', 'deleted').orderBy('created_at', 'desc').execute();
  const now = ctx.clock.now();
  return {
    alerts: rows.map((r) => {
      const currency = r.currency as FxCurrency;
      const current = boardRate(currency, now)[r.side as 'bankSell' | 'bankBuy'];
      return {
        alertId: r.id,
        currency,
        name: currencyName(currency),
        side: r.side as 'bankSell' | 'bankBuy',
        direction: r.direction as 'above' | 'below',
        level: formatRate(toSafeIntegerOrZero(r.level), currency),
        current: formatRate(current, currency),
        status: r.status as 'watching' | 'triggered',
        createdAt: r.created_at,
        ...(r.triggered_at ? { triggeredAt: r.triggered_at, triggeredRate: formatRate(toSafeIntegerOrZero(r.triggered_rate), currency) } : {}),
      };
    }),
  };
}

/** Marks crossed alerts triggered and sends each one notice. All customers when none is named. */
export async function checkAlerts(ctx: AppContext, customerId?: string): Promise<number> {
  const now = ctx.clock.now();
  let query = ctx.store.db.selectFrom('fx_alerts').selectAll().where('status', '=', 'watching');
  if (customerId) query = query.where('customer_id', '=', customerId);
  const rows = await query.execute();
  let fired = 0;
  for (const r of rows) {
    if (!isFxCurrency(r.currency)) continue;
    const rate = boardRate(r.currency, now)[r.side as 'bankSell' | 'bankBuy'];
    const level = toSafeIntegerOrZero(r.level);
    if (!(r.direction === 'above' ? rate >= level : rate <= level)) continue;
    await ctx.store.db.transaction().execute(async (trx) => {
      const changed = await trx.updateTable('fx_alerts').set({ status: 'triggered', triggered_at: isoAt(now), triggered_rate: rate }).where('id', '=', r.id).where('status', '=', 'watching').executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return;
      const name = currencyName(r.currency);
      const side = r.side as 'bankSell' | 'bankBuy';
      const direction = r.direction as 'above' | 'below';
      const text = noticeText('fxAlert', (lang) => ({
        currency: name[lang],
        side: NOTICES.text(`fxAlert.side.${side}`, lang),
        dir: NOTICES.text(`fxAlert.dir.${direction}`, lang),
        level: formatRate(level, r.currency),
        now: formatRate(rate, r.currency),
      }));
      // The alert fires either way (its page shows it); the notice only if the customer wants it.
      fired += 1;
      if (!(await wantsNotice(trx, r.customer_id, 'fxAlert'))) return;
      await trx.insertInto('notices').values(noticeRow(r.customer_id, 'fxAlert', text, isoAt(now))).execute();
    });
  }
  return fired;
}
