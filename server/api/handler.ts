// The shape of a transaction handler: the payload has already passed the contract's request
// schema, and `customerId` is set whenever the contract requires a logon.
import type { AppContext } from '../context.js';
import type { Lang } from '../i18n/translate.js';

export interface Call {
  ctx: AppContext;
  lang: Lang;
  /** Present for contracts with login: true. */
  customerId?: string;
  tokenHash?: string;
  /** The caller's address, for the audit log and rate limits. */
  ip?: string;
}

export type Handler = (call: Call, payload: Record<string, unknown>) => Promise<object>;

/** The logged-on customer; the route guarantees it for login contracts. */
export function customerOf(call: Call): string {
  if (!call.customerId) throw new Error('Handler needs a session but none was resolved');
  return call.customerId;
}
