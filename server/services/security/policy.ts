// The security policy of the mobile token and of strengthened verification, in one place so
// docs/security.md and the tests can point at it.
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
  pinIncorrect: 'E500000001',
  tokenTemporarilyLocked: 'E500000002',
  tokenDisabled: 'E500000003',
  tokenNotActivated: 'E500000004',
  transactionCodeIncorrect: 'E500000005',
  challengeInvalid: 'E500000006',
  passwordIncorrect: 'E500000007',
  verificationRequired: 'E500000008',
  verificationModes: 'E500000009',
  pinFormat: 'E500000010',
  tokenLockedForSigning: 'E500000011',
  factorNotAllowed: 'E500000012',
  bindingCoolingOff: 'E500000013',
  deviceOfAnotherCustomer: 'E500000014',
  limitIncreaseStopped: 'E500000015',
} as const;

/** Device security codes of spec section 8, returned beside the bank code for the native bridge. */
export const DEVICE_CODES = {
  pinIncorrect: '-10101',
  pinLocked: '-10102',
  tokenDisabled: '-10103',
  otpIncorrect: '-10401',
  decryptionFailed: '-10402',
} as const;
