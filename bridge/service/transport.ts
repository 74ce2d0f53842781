// One POST with a deadline. Everything that goes wrong before a body is in hand becomes
// a network-type ServiceError with a catalogue message the customer can read.
import { message } from '../catalogue/messages';
import type { UiLocale } from '../i18n/locale';
import { NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE } from './codes';
import { ServiceError } from './errors';
import { BANK_TIME_HEADER } from './bank-time';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface RawResponse {
  status: number;
  ok: boolean;
  text: string;
  /** The bank's clock when it answered (X-Bank-Time), if it said. */
  bankTime?: string | null;
}

export interface PostRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  locale: UiLocale;
}

export async function postJson(fetchImpl: FetchLike, request: PostRequest): Promise<RawResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  try {
    // The deadline covers reading the body too: a stalled stream is as bad as no answer.
    const response = await fetchImpl(request.url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
    });
    const text = await response.text();
    return { status: response.status, ok: response.ok, text, bankTime: response.headers?.get?.(BANK_TIME_HEADER) ?? null };
  } catch (cause) {
    if (timedOut) {
      throw new ServiceError('timeout', TIMEOUT_ERROR_CODE, message('timeout', request.locale), {
        timeoutMs: request.timeoutMs,
      });
    }
    throw new ServiceError('network', NETWORK_ERROR_CODE, message('network', request.locale), { cause });
  } finally {
    clearTimeout(timer);
  }
}
