// Test doubles for the service client: a scripted fetch that records what was sent.
import { CHANNELS, createHeaderProvider, type FetchLike, type RequestHeader, type UiLocale } from '../../../bridge';

export interface SentRequest {
  url: string;
  init: RequestInit;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export type Responder = (request: SentRequest) => Response | Promise<Response>;

export function envelope(responseCode: string, data: unknown = {}, responseMessage = ''): Response {
  return new Response(JSON.stringify({ header: { responseCode, responseMessage }, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function scriptedFetch(responder: Responder): FetchLike & { sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    const request: SentRequest = {
      url,
      init,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
      headers: init.headers as Record<string, string>,
    };
    sent.push(request);
    return responder(request);
  };
  return Object.assign(fetchImpl, { sent });
}

/** A promise you settle from the test, to hold calls open and overlap them. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function headerFor(locale: UiLocale = 'en'): () => RequestHeader {
  return createHeaderProvider({
    locale: () => locale,
    channel: CHANNELS.web,
    deviceId: () => '0123456789abcdef0123456789abcdef',
    appVersion: '1.2.3',
  });
}
