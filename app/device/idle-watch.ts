// The client side of the idle time-out: the bank ends a session after `idleMs` without a
// call; the customer is warned `leadMs` before (at least 20 seconds, so there is time to
// answer) and can keep the session; at `idleMs` the session is over. Every call that
// reached the bank restarts the count (touch).

export const MIN_LEAD_MS = 20_000;
export const MAX_LEAD_MS = 60_000;

/** A minute before, or a quarter of the idle time when that is shorter, never under 20 s. */
export function warningLeadMs(idleMs: number): number {
  return Math.max(MIN_LEAD_MS, Math.min(MAX_LEAD_MS, Math.floor(idleMs / 4)));
}

export interface IdleWatchOptions {
  idleMs: number;
  onWarn: (expiresAt: number) => void;
  onExpire: () => void;
  now?: () => number;
}

export interface IdleWatch {
  touch(): void;
  stop(): void;
}

export function createIdleWatch(opts: IdleWatchOptions): IdleWatch {
  const now = opts.now ?? Date.now;
  const lead = Math.min(warningLeadMs(opts.idleMs), opts.idleMs);
  let warnTimer: ReturnType<typeof setTimeout> | undefined;
  let expireTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(warnTimer);
    clearTimeout(expireTimer);
  };
  const touch = () => {
    stop();
    const expiresAt = now() + opts.idleMs;
    warnTimer = setTimeout(() => opts.onWarn(expiresAt), opts.idleMs - lead);
    expireTimer = setTimeout(opts.onExpire, opts.idleMs);
  };
  touch();
  return { touch, stop };
}
