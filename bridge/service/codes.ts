// Response codes the bridge reacts to (spec section 8) and the bridge's own codes for
// failures that never reached a bank answer.
import type { ServiceErrorKind } from './errors';

export const SUCCESS_CODES: readonly string[] = ['00000', '0'];
export const SESSION_TIMEOUT_CODE = 'TE800000001';
/** Service-auth (spec section 8): open the module of data.blockRedirect first (PLZ_BIND_CARD: bind a card). */
export const SERVICE_AUTH_CODE = 'TE800000002';
export const SECURITY_CODES: readonly string[] = ['E010010004', 'E011070038', 'E011070033'];
export const PASSWORD_UPGRADE_CODE = 'E001101338';
/** The bank app is older than the bank requires (spec section 5): show the upgrade prompt. */
export const APP_UPGRADE_CODE = 'E000000426';

export const NETWORK_ERROR_CODE = '-9401';
export const TIMEOUT_ERROR_CODE = '-9402';
export const PARSE_ERROR_CODE = '-9403';

export type Outcome = 'success' | Exclude<ServiceErrorKind, 'network' | 'timeout' | 'parse'>;

export function classify(responseCode: string): Outcome {
  if (SUCCESS_CODES.includes(responseCode)) return 'success';
  if (responseCode === SESSION_TIMEOUT_CODE) return 'session-timeout';
  if (responseCode === SERVICE_AUTH_CODE) return 'service-auth';
  if (SECURITY_CODES.includes(responseCode)) return 'security';
  if (responseCode === PASSWORD_UPGRADE_CODE) return 'password-upgrade';
  if (responseCode === APP_UPGRADE_CODE) return 'app-upgrade';
  return 'business';
}
