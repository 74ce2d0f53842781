// Page views and clicks (spec section 7), loaded after the first screen so it never delays it:
// events are sanitised (domain/analytics/events.ts), queued, and sent in batches to the
// configured endpoint (`analyticsUrl` of /static/config.json) with navigator.sendBeacon, or
// fetch with keepalive where a beacon is refused. Nothing waits for the answer and a failed
// batch is dropped: analytics never slows or breaks a journey. A customer who opted out
// (My settings) sends nothing.
import { sanitizeEvent, type AnalyticsEvent } from '../../domain/analytics/events';
import { analyticsOptedOut } from './opt-out';

export type Send = (url: string, body: string) => void;

export interface TrackerOptions {
  url: string;
  channelId: string;
  appId: string;
  send?: Send;
  optedOut?: () => boolean;
  /** Events that make a batch go at once. */
  batchSize?: number;
  /** The longest an event waits for its batch, ms. */
  flushMs?: number;
}

/** sendBeacon, else fetch with keepalive; every failure swallowed (the batch is dropped). */
export const beaconSend: Send = (url, body) => {
  try {
    // text/plain: a beacon to another origin must not need a preflight.
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
  } catch {
    // fall through to fetch
  }
  try {
    void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  } catch {
    // dropped
  }
};

export class Tracker {
  private queue: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastPage = '';
  private readonly send: Send;
  private readonly optedOut: () => boolean;

  constructor(private readonly options: TrackerOptions) {
    this.send = options.send ?? beaconSend;
    this.optedOut = options.optedOut ?? (() => analyticsOptedOut());
  }

  /** `version`: the journey version on screen, so the bank can judge a staged rollout's abandoned runs. */
  pageView(page: string, prodId?: string, version?: number): void {
    if (page === this.lastPage) return;
    const referrer = this.lastPage;
    this.lastPage = page;
    const reserve1 = prodId && version !== undefined ? `${prodId}:${version}` : undefined;
    this.add({ type: 'pageview', eventId: 'pageview', page, prodId, referrer: referrer || undefined, reserve1 });
  }

  click(eventId: string, page: string, prodId?: string): void {
    this.add({ type: 'click', eventId, page, prodId, referrer: this.lastPage || undefined });
  }

  /** Queues an event (the listed fields only; personal values dropped). */
  add(raw: Record<string, unknown>): void {
    if (this.optedOut()) return;
    const event = sanitizeEvent({ ...raw, channelId: this.options.channelId, appId: this.options.appId });
    if (!event) return;
    this.queue.push(event);
    if (this.queue.length >= (this.options.batchSize ?? 10)) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.flushMs ?? 5_000);
  }

  /** Sends what is queued, now; never throws, never waits. */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const events = this.queue;
    this.queue = [];
    if (!events.length || this.optedOut()) return;
    try {
      this.send(this.options.url, JSON.stringify({ events }));
    } catch {
      // dropped
    }
  }
}

/** What a click is called: the element's data-track, else its role and its place among the page's elements of that role. No text: a label may carry the customer's data. */
export function clickId(target: Element, root: ParentNode = document): string | undefined {
  const el = target.closest('[data-track], button, a, [role="button"], [role="link"], [role="tab"], [role="switch"]');
  if (!el) return undefined;
  const named = el.getAttribute('data-track');
  if (named) return named;
  const role = el.getAttribute('role') ?? (el.tagName === 'A' ? 'link' : 'button');
  const selector = role === 'link' ? 'a, [role="link"]' : `${el.tagName === 'BUTTON' ? 'button' : `[role="${role}"]`}`;
  const index = [...root.querySelectorAll(selector)].indexOf(el);
  return `${role}-${index + 1}`;
}

// Clicks waiting to be queued: they are, in a task of their own after the next frame is
// painted (off the path of the input being handled), or at once when the page is left.
const waiting: (() => void)[] = [];

function afterPaint(task: () => void): void {
  waiting.push(task);
  if (waiting.length === 1) requestAnimationFrame(() => setTimeout(queueWaiting, 0));
}

function queueWaiting(): void {
  for (const task of waiting.splice(0)) task();
}

let current: Tracker | undefined;
let currentPage = '';
let currentProd: string | undefined;

/** The page's tracker, made on first use: listens to clicks and sends what is queued when the page is hidden. */
export function startTracker(options: TrackerOptions): Tracker {
  if (current) return current;
  const tracker = new Tracker(options);
  current = tracker;
  document.addEventListener(
    'click',
    (event) => {
      // The click is named now, while the element is still on the page; queuing it (and
      // sending a full batch) waits until the page has painted what the click changed.
      const id = event.target instanceof Element ? clickId(event.target) : undefined;
      const page = currentPage;
      const prodId = currentProd;
      if (id) afterPaint(() => tracker.click(`${page}:${id}`, page, prodId));
    },
    { capture: true, passive: true },
  );
  // The last batch goes when the customer leaves or switches away.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    queueWaiting();
    tracker.flush();
  });
  window.addEventListener('pagehide', () => {
    queueWaiting();
    tracker.flush();
  });
  return tracker;
}

/** A page view of the route on screen (its path only), for the flow it runs. */
export function trackPage(options: TrackerOptions, page: string, prodId?: string, version?: number): void {
  // A click that led here is queued before the view of the page it opened, as it came.
  queueWaiting();
  currentPage = page;
  currentProd = prodId;
  startTracker(options).pageView(page, prodId, version);
}
