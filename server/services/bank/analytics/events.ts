// The analytics collector's store (spec section 7): batches from the browsers, sanitised again
// here (the bank trusts no client), stored with the listed fields only; the sandbox shows the
// latest through ITSI160001.
import { sanitizeBatch, type AnalyticsEventType } from '../../../../domain/analytics/events.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { newId } from '../../../ids.js';
import { judgeTaggedVersions } from '../flow-registry/outcomes.js';

/** Stores what may be kept of one batch; returns how many events were stored. */
export async function storeBatch(ctx: AppContext, raw: unknown): Promise<number> {
  const events = sanitizeBatch(raw);
  if (!events.length) return 0;
  const at = isoAt(ctx.clock.now());
  await ctx.store.db
    .insertInto('analytics_events')
    .values(
      events.map((e) => ({
        id: newId('AE'),
        received_at: at,
        type: e.type,
        event_id: e.eventId,
        page: e.page,
        prod_id: e.prodId ?? null,
        channel_id: e.channelId ?? null,
        app_id: e.appId ?? null,
        referrer: e.referrer ?? null,
        cust_source: e.custSource ?? null,
        active_id: e.activeId ?? null,
        manager_id: e.managerId ?? null,
        description: e.desc ?? null,
        reserve1: e.reserve1 ?? null,
      })),
    )
    .execute();
  // Page views that name a journey version count towards its staged rollout's abandoned runs.
  const tags = events.flatMap((e) => (e.type === 'pageview' && e.reserve1 ? [e.reserve1] : []));
  if (tags.length) await judgeTaggedVersions(ctx, tags);
  return events.length;
}

/** The latest events, newest first. */
export async function latestEvents(ctx: AppContext, limit = 100) {
  const rows = await ctx.store.db.selectFrom('analytics_events').selectAll().orderBy('received_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    type: r.type as AnalyticsEventType,
    eventId: r.event_id,
    page: r.page,
    receivedAt: r.received_at,
    ...(r.prod_id ? { prodId: r.prod_id } : {}),
    ...(r.channel_id ? { channelId: r.channel_id } : {}),
    ...(r.app_id ? { appId: r.app_id } : {}),
    ...(r.referrer ? { referrer: r.referrer } : {}),
  }));
}
