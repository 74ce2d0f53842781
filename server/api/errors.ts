// A business answer other than success. Handlers throw it; the route turns it into the
// envelope with the translated message. `params` fill placeholders of the message.
export class BankError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'BankError';
  }
}

export const SUCCESS = '00000';
export const SESSION_TIMEOUT = 'TE800000001';
export const BAD_REQUEST = 'E000000400';
export const UNKNOWN_CODE = 'E000000404';
export const TOO_LARGE = 'E000000413';
export const TOO_MANY = 'E000000429';
export const SERVER_ERROR = 'E000000500';
