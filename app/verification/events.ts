// The verification's events. The result event (spec section 4: the caller goes to the
// verification page and waits for an event with the matching bizType) is published when the
// page returns to its caller: waiters in the app hear it at once, a caller in the same window
// hears the DOM event 'verification', and a caller that was reloaded meanwhile takes it from the
// tab's session storage by the request id it sent (rid) - once, within the ticket's lifetime.
// The face scan page answers the face mode the same way (by its rid).

export interface VerificationEvent {
  /** The caller's request id, when it sent one. */
  rid?: string;
  bizType?: string;
  theMods?: string[];
  /** The bank's single-use ticket (absent when not passed). */
  ticket?: string;
  passed: boolean;
}

export interface FaceScanResult {
  rid: string;
  /** Absent when the customer left the scan page without a scan. */
  faceScanId?: string;
}

const KEY = 'verification.result.';
/** A ticket lives 5 minutes at the bank; a stored event no longer than that. */
const KEEP_MS = 5 * 60_000;
const waiters = new Set<(event: VerificationEvent) => void>();
const faceWaiters = new Map<string, (result: FaceScanResult) => void>();

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

export function waitForFaceScan(rid: string): Promise<FaceScanResult> {
  return new Promise((resolve) => faceWaiters.set(rid, resolve));
}

/** The scan page's answer to the face mode that opened it. */
export function publishFaceScan(result: FaceScanResult): void {
  const waiter = faceWaiters.get(result.rid);
  faceWaiters.delete(result.rid);
  waiter?.(result);
}

/** A fresh request id: 16 random bytes, hex. */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Replaces the page on screen by an address of the app (hash routing), as the spec's
 * verification and face scan pages do ("replaces the current page").
 */
export function replacePage(path: string): void {
  window.location.replace(`#${path}`);
}
