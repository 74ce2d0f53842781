// The verification's result event (spec section 4: the caller goes to the verification page
// and waits for an event with the matching bizType). The page publishes it when it returns to
// its caller: waiters in the app hear it at once, a caller in the same window hears the DOM
// event 'verification', and a caller that was reloaded meanwhile takes it from the tab's
// session storage by the request id it sent (rid) - once, within the ticket's lifetime.

export interface VerificationEvent {
  /** The caller's request id, when it sent one. */
  rid?: string;
  bizType?: string;
  theMods?: string[];
  /** The bank's single-use ticket (absent when not passed). */
  ticket?: string;
  passed: boolean;
}

const KEY = 'verification.result.';
/** A ticket lives 5 minutes at the bank; a stored event no longer than that. */
const KEEP_MS = 5 * 60_000;
const waiters = new Set<(event: VerificationEvent) => void>();

export function publishVerification(event: VerificationEvent, storage: Storage = window.sessionStorage): void {
  if (event.rid) storage.setItem(KEY + event.rid, JSON.stringify({ event, at: Date.now() }));
  for (const waiter of [...waiters]) waiter(event);
  window.dispatchEvent(new CustomEvent<VerificationEvent>('verification', { detail: event }));
}

/** Resolves with the first event matching the request id (and the bizType, when given). */
export function waitForVerification(match: { rid: string; bizType?: string }): Promise<VerificationEvent> {
  return new Promise((resolve) => {
    const waiter = (event: VerificationEvent) => {
      if (event.rid !== match.rid || (match.bizType !== undefined && event.bizType !== match.bizType)) return;
      waiters.delete(waiter);
      resolve(event);
    };
    waiters.add(waiter);
  });
}

/** The stored event of a request id, once. */
export function takeVerification(rid: string, storage: Storage = window.sessionStorage): VerificationEvent | null {
  const raw = storage.getItem(KEY + rid);
  storage.removeItem(KEY + rid);
  if (!raw) return null;
  try {
    const { event, at } = JSON.parse(raw) as { event: VerificationEvent; at: number };
    return Date.now() - at < KEEP_MS ? event : null;
  } catch {
    return null;
  }
}

/** A fresh request id: 16 random bytes, hex. */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
