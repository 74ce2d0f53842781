// Writes the audit log of authentication events. Callers pass only non-secret details; the
// log is for the bank's security team and for a customer's dispute, not for debugging.
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { isoAt } from '../../clock.js';
import { newId } from '../../ids.js';
import { preparedInsert } from '../../db/prepared.js';

export type AuthOutcome = 'success' | 'failure' | 'locked';

export interface AuthEvent {
  event: string;
  outcome: AuthOutcome;
  customerId?: string | null;
  subject?: string | null;
  ip?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/** `db` lets a caller inside a database transaction write the event in that transaction. */
export async function recordAuthEvent(ctx: AppContext, e: AuthEvent, db: Kysely<Database> = ctx.store.db): Promise<void> {
  await insertEvent(db, {
    id: newId('AE'),
    at: isoAt(ctx.clock.now()),
    customer_id: e.customerId ?? null,
    subject: e.subject ?? null,
    event: e.event,
    outcome: e.outcome,
    ip: e.ip ?? null,
    detail: e.detail ? JSON.stringify(e.detail) : null,
  });
}

const insertEvent = preparedInsert('auth_events');

/** The newest events first, for a customer (tests, and a future "recent log-ons" screen). */
export async function authEventsOf(ctx: AppContext, customerId: string, limit = 50) {
  return ctx.store.db
    .selectFrom('auth_events')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
