// The shape of a transaction handler: the payload has already passed the contract's request
// schema, and `customerId` is set whenever the contract requires a logon. The types are the
// ones generated from the contract (schemas/api/{code}.json), request in, response out.
import type { ApiCode, ApiMap } from '../../generated/types/api.js';
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

export type RequestOf<C extends ApiCode> = ApiMap[C]['request'];
export type ResponseOf<C extends ApiCode> = ApiMap[C]['response'];

/**
 * The contract's response with its enumerations widened to their base type: the database keeps
 * codes such as a transfer's status as text, so the compiler checks every field's name, presence
 * and kind, and the route's response validator checks the values before anything is sent.
 */
export type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? Widened<U>[]
        : T extends object
          ? { [K in keyof T]: Widened<T[K]> }
          : T;

export type Handler<C extends ApiCode> = (call: Call, payload: RequestOf<C>) => Promise<Widened<ResponseOf<C>>>;

/** Every contract's handler: a contract without one, or a handler of another shape, does not compile. */
export type HandlerMap = { readonly [C in ApiCode]: Handler<C> };

/** The logged-on customer; the route guarantees it for login contracts. */
export function customerOf(call: Call): string {
  if (!call.customerId) throw new Error('Handler needs a session but none was resolved');
  return call.customerId;
}
