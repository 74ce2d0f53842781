// The security policy of the mobile token and of strengthened verification, in one place so
// docs/security.md and the tests can point at it.
import { ERR } from '../../../../generated/error-codes.js';
export const SECURITY_POLICY = {
  /** Wrong PINs in a row before a temporary lock. */
  pinMaxFailures: 3,
  /** How long a temporary lock lasts. */
  pinLockMs: 5 * 60_000,
  /** Temporary locks before the token is disabled and must be activated again. */
  maxTemporaryLocks: 3,
  /** A transaction-code challenge is answered within this time, once. */
  challengeTtlMs: 2 * 60_000,
  /** Wrong answers to one challenge before it is void. */
  challengeMaxFailures: 3,
  /** A verification ticket is spent within this time, once. */
  ticketTtlMs: 5 * 60_000,
  /** HKD-equivalent minor units from which a soft-token transaction asks for explicit confirmation. */
  softConfirmThresholdHkd: 5_000_000,
  /**
   * Cooling-off period of a new binding: a token or passkey bound less than this long ago
   * cannot confirm high-risk transactions or strengthened verification (12 hours).
   */
  bindingCoolingOffMs: 12 * 60 * 60_000,
  /** An accepted face scan may be named by one multiple verify within this time. */
  faceScanTtlMs: 5 * 60_000,
} as const;

export const SECURITY_ERRORS = {
  pinIncorrect: ERR.INCORRECT_MOBILE_TOKEN_PIN_WRONG_ATTEMPTS,
  tokenTemporarilyLocked: ERR.MOBILE_TOKEN_TEMPORARILY_LOCKED_MINUTES,
  tokenDisabled: ERR.MOBILE_TOKEN_DISABLED_AFTER_REPEATED_INCORRECT,
  tokenNotActivated: ERR.MOBILE_TOKEN_NOT_ACTIVATED_UNDER_REVIEW,
  transactionCodeIncorrect: ERR.TRANSACTION_CONFIRMATION_CODE_INCORRECT,
  challengeInvalid: ERR.TRANSACTION_CONFIRMATION_CODE_EXPIRED_START,
  passwordIncorrect: ERR.ENTERED_NUMBER_PASSWORD_INCORRECT,
  verificationRequired: ERR.TRANSACTION_NEEDS_STRENGTHENED_VERIFICATION_VERIFY_SUBMIT,
  verificationModes: ERR.VERIFICATION_METHODS_DO_NOT_MEET_REQUIREMENT,
  pinFormat: ERR.MOBILE_TOKEN_PIN_MUST_6_DIGITS,
  tokenLockedForSigning: ERR.MOBILE_TOKEN_TEMPORARILY_LOCKED,
  factorNotAllowed: ERR.INSTRUCTION_MUST_CONFIRMED_BOUND_DEVICE_MOBILE,
  bindingCoolingOff: ERR.SECURITY_NEWLY_BOUND_MOBILE_TOKEN_FINGERPRINT,
  deviceOfAnotherCustomer: ERR.DEVICE_BOUND_ANOTHER_CUSTOMER_S_MOBILE,
  limitIncreaseStopped: ERR.NOT_INCREASE_TRANSACTION_LIMIT_MOMENT,
} as const;

/** Device security codes of spec section 8, returned beside the bank code for the native bridge. */
export const DEVICE_CODES = {
  pinIncorrect: '-10101',
  pinLocked: '-10102',
  tokenDisabled: '-10103',
  otpIncorrect: '-10401',
  decryptionFailed: '-10402',
} as const;
