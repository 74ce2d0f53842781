// The mobile token's one-time passwords (RFC 6238): what the bank checks and the device
// makes must agree, so both read these settings from here.
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
