// A business answer other than success. Handlers throw it; the route turns it into the
// envelope with the translated message. `params` fill placeholders of the message; `data` is
// the envelope's data when the answer carries some (a service-auth block-redirect address).
import { ERR } from '../../generated/error-codes.js';
export class BankError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string> = {},
    readonly data: object = {},
  ) {
    super(code);
    this.name = 'BankError';
  }
}

export const SUCCESS = '00000';
export const SESSION_TIMEOUT = ERR.SESSION_TIMED_OUT_LOG;
/** Spec section 8's service-auth code: the app opens the module of data.blockRedirect first. */
export const SERVICE_AUTH = ERR.BIND_MAINLAND_BANK_CARD_USE_SERVICE;
export const BAD_REQUEST = ERR.REQUEST_NOT_VALID;
export const UNKNOWN_CODE = ERR.TRANSACTION_NOT_SUPPORTED;
/** A money-moving request naming a flow definition the bank never published (docs/publishing.md). */
export const UNKNOWN_DEFINITION = ERR.PAGE_CHANGED_SINCE_OPENED_START;
/** A field the request takes from a form breaks that form's rule in the definition the request names (form-rules.ts). */
export const FORM_RULE_REFUSED = ERR.DOES_NOT_MEET_REQUIREMENTS_PAGE_GO;
export const TOO_LARGE = ERR.REQUEST_TOO_LARGE;
/** The bank app is older than the bank requires (spec section 5): the app shows the upgrade prompt. */
export const APP_UPGRADE_REQUIRED = ERR.UPDATE_BANK_APP_VERSION_CONTINUE;
export const TOO_MANY = ERR.TOO_MANY_ATTEMPTS;
export const SERVER_ERROR = ERR.SERVICE_BUSY;

/** Block-redirect addresses: bind a mainland card; set a daily transfer limit; turn on the notifications of transfers out. */
export type BlockRedirect = 'PLZ_BIND_CARD' | 'PLZ_SET_LIMIT' | 'PLZ_NOTICE_ON';

/**
 * The service-auth answer: the customer must first do what the block-redirect address names.
 * Its message is the address's own (TE800000002.{address}) where the catalogue has one.
 */
export function serviceAuth(blockRedirect: BlockRedirect): BankError {
  return new BankError(SERVICE_AUTH, {}, { blockRedirect });
}
