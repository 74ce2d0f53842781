// The one error type every service call rejects with, so callers switch on `kind`
// (what to show) and `code` (what the bank or the bridge said) instead of parsing text.

export type ServiceErrorKind =
  | 'network'
  | 'timeout'
  | 'parse'
  | 'session-timeout'
  | 'security'
  | 'password-upgrade'
  | 'app-upgrade'
  | 'service-auth'
  | 'business';

export class ServiceError extends Error {
  override readonly name = 'ServiceError';

  constructor(
    readonly kind: ServiceErrorKind,
    readonly code: string,
    message: string,
    /** The response envelope for bank answers; transport facts for the bridge's own codes. */
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}

/** A time-out is a network-type failure too: both mean "nothing usable came back, retry". */
export function isNetworkFailure(value: unknown): value is ServiceError {
  return isServiceError(value) && (value.kind === 'network' || value.kind === 'timeout');
}
