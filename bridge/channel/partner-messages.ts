// Partner pages (a messaging app's or a partner's page that opened this one) may ask for the
// bank's time with a 'REQUEST' message (spec section 7: ITSI421030 is then sent in the
// background). Only origins on the configured allow-list are answered; anything else is
// ignored without a trace, so a stranger cannot make the page call the bank.

export interface PartnerMessageEvent {
  origin: string;
  data: unknown;
  source: { postMessage(message: unknown, targetOrigin: string): void } | null;
}

export function isPartnerRequest(data: unknown): boolean {
  return data === 'REQUEST' || (data !== null && typeof data === 'object' && (data as { type?: unknown }).type === 'REQUEST');
}

/** The allow-list from config (`partnerOrigins`): exact origins only, no wildcards. */
export function partnerOrigins(config: Record<string, unknown>): string[] {
  const list = config.partnerOrigins;
  return Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string' && /^https?:\/\/[^/*]+$/.test(o)) : [];
}

/**
 * Handles one message event: for an allowed origin's REQUEST, calls `fetchTime`
 * (ITSI421030) and answers the source, to that origin only. Returns whether it acted.
 */
export async function handlePartnerMessage(
  event: PartnerMessageEvent,
  allowed: readonly string[],
  fetchTime: () => Promise<{ dateTime: string }>,
): Promise<boolean> {
  if (!allowed.includes(event.origin) || !isPartnerRequest(event.data)) return false;
  try {
    const { dateTime } = await fetchTime();
    event.source?.postMessage({ type: 'RESPONSE', code: 'ITSI421030', dateTime }, event.origin);
  } catch {
    event.source?.postMessage({ type: 'RESPONSE', code: 'ITSI421030', error: true }, event.origin);
  }
  return true;
}
