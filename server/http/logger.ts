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
  'oldPassword',
  'newPassword',
  'body.oldPassword',
  'body.newPassword',
  'payload.oldPassword',
  'payload.newPassword',
  'body.otp',
  'payload.otp',
  'idNumber',
  'body.idNumber',
  'payload.idNumber',
  'body.birthDate',
  'payload.birthDate',
];

export function loggerOptions(enabled: boolean, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Standard output for the log, written once per turn of the event loop instead of once per
 * line. Every request logs two lines (received, completed), and each was its own blocking
 * write to stdout; under load the lines of one turn now go out in one write. Nothing is
 * dropped or reordered: what is pending when the process exits is written by the exit handler
 * (a crash included); only a kill -9 can lose the lines of the current turn.
 */
export function batchedStdout(out: { write(text: string): unknown } = process.stdout): { write(line: string): void } {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    out.write(text);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}
