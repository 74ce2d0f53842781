// Analytics events (spec section 7): page views and clicks with the listed fields only, and
// never personal data. The spec's click fields also name the customer's id and telephone
// number: those are never collected. Every value is checked too, not only its key: a value
// that looks like an account, card, ID or telephone number (four or more digits in a row), an
// amount (digits with a decimal part, or a currency code with a number), an e-mail address or
// a query string is dropped. The same function runs in the browser before sending and in the
// bank before storing, so neither trusts the other.

/** The fields an event may carry (spec section 3 "Analytics fields" and section 7), no others. */
export const ANALYTICS_FIELDS = [
  'type',
  'eventId',
  'prodId',
  'channelId',
  'appId',
  'page',
  'referrer',
  'custSource',
  'activeId',
  'managerId',
  'desc',
  'reserve1',
] as const;

export type AnalyticsField = (typeof ANALYTICS_FIELDS)[number];
export type AnalyticsEventType = 'pageview' | 'click';

export type AnalyticsEvent = { type: AnalyticsEventType; eventId: string; page: string } & Partial<Record<Exclude<AnalyticsField, 'type' | 'eventId' | 'page'>, string>>;

/** Longest value kept; longer ones are cut. */
export const MAX_VALUE_LENGTH = 80;
/** Most events in one batch: the rest of an oversized batch is dropped. */
export const MAX_BATCH = 50;

const CURRENCIES = 'HKD|CNY|CNH|USD|AUD|NZD|CAD|GBP|EUR|JPY|CHF|NOK|THB|SGD|MOP|RMB';
const PERSONAL = [
  /\d{4,}/, // account, card, ID, telephone numbers; large amounts
  /\d[\d,]*[.,]\d/, // amounts with a decimal part or thousands separators
  new RegExp(`(${CURRENCIES}|[$¥€£])\\s*\\d`, 'i'), // currency and amount
  /@/, // e-mail addresses
  /[?#=&]/, // query strings and fragments carry the journey's data
];

/** A value as it may be stored, or undefined when it is not text or may be personal. */
export function safeValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().slice(0, MAX_VALUE_LENGTH);
  if (!text || PERSONAL.some((re) => re.test(text))) return undefined;
  return text;
}

/** A route path without its query: pages are named by route only. */
export function pagePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.replace(/^#/, '').split(/[?#]/)[0]!;
  return /^\/[A-Za-z0-9/_-]*$/.test(path) ? safeValue(path) : undefined;
}

/**
 * The event as it may be sent and stored: listed fields only, each value checked. Undefined
 * when what is left is no event (no type, event id or page).
 */
export function sanitizeEvent(raw: unknown): AnalyticsEvent | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const source = raw as Record<string, unknown>;
  if (source.type !== 'pageview' && source.type !== 'click') return undefined;
  const out: Record<string, string> = { type: source.type };
  for (const field of ANALYTICS_FIELDS) {
    if (field === 'type') continue;
    const value = field === 'page' || field === 'referrer' ? pagePath(source[field]) : safeValue(source[field]);
    if (value !== undefined) out[field] = value;
  }
  if (!out.eventId || !out.page) return undefined;
  return out as AnalyticsEvent;
}

/** A batch as it may be stored: its events sanitised, the unusable ones and any beyond MAX_BATCH dropped. */
export function sanitizeBatch(raw: unknown): AnalyticsEvent[] {
  const events = raw !== null && typeof raw === 'object' && Array.isArray((raw as { events?: unknown }).events) ? (raw as { events: unknown[] }).events : [];
  return events.slice(0, MAX_BATCH).flatMap((e) => {
    const clean = sanitizeEvent(e);
    return clean ? [clean] : [];
  });
}
