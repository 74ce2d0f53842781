// Logger options: secrets never reach the log (session tokens, passwords, one-time codes,
// token seeds), even if a future log line includes a header or a body.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers["x-auth-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["x-auth-token"]',
  'body.password',
  'body.auth.otp',
  'body.token',
  'payload.password',
  'payload.auth.otp',
  'data.token',
  'data.seed',
  'token',
  'password',
  'otp',
  'seed',
  'pin',
  'oldPin',
  'newPin',
  'unlockKey',
  'wrappedSeed',
  'verifyTicket',
  'ticket',
  'body.pin',
  'body.oldPin',
  'body.newPin',
  'body.auth.password',
  'body.password.password',
  'body.token.otp',
  'body.sms.otp',
  'body.verifyTicket',
  'data.unlockKey',
  'data.wrappedSeed',
  'data.ticket',
];

export function loggerOptions(enabled: boolean, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
