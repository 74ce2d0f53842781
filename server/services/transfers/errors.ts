// Error codes of instant (FPS), small-value and express transfers, payees and plans.
export const PAYEE_NAME_TIMEOUT = 'E300100001';
export const BENEFICIARY_INCORRECT = 'E300100002';
export const FPS_NOT_REGISTERED = 'E300100003';
export const SCAM_WARNING_NOT_ACCEPTED = 'E300100004';
export const STRENGTHENED_VERIFICATION_REQUIRED = 'E300100005';
export const SECOND_FACTOR_REQUIRED = 'E300100006';
export const OVER_SMALL_VALUE_LIMIT = 'E300100007';
export const SMALL_VALUE_LIMIT_INVALID = 'E300100008';
export const PLAN_NOT_FOUND = 'E300100010';
export const PLAN_LOCKED = 'E300100011';
export const PLAN_END_BEFORE_START = 'E300100012';
export const PLAN_DATE_INVALID = 'E300100013';
export const PAYEE_NOT_FOUND = 'E300100014';
export const PAYEE_EXISTS = 'E300100015';
