// Service calls through the native host: the generic call's POST becomes the host's
// httpPost (url, param, dataType 'json', encFlag true, indicateType, callbackID), and the
// host's answer becomes a Response again, so the service client treats both channels alike
// (envelope, time-out, session and security codes).
import type { FetchLike } from '../service/transport';
import type { NativeHost } from './host';

/** indicateType: '0' the page shows its own loading indicator, the host shows none. */
export const INDICATE_NONE = '0';

export function createNativeFetch(host: NativeHost): FetchLike {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) {
        reject(new DOMException('Aborted', 'AbortError'));
        return;
      }
      const onAbort = () => reject(new DOMException('Aborted', 'AbortError'));
      signal?.addEventListener('abort', onAbort, { once: true });
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      host
        .invoke('httpPost', {
          url,
          param: JSON.parse(String(init.body ?? '{}')) as unknown,
          dataType: 'json',
          encFlag: true,
          indicateType: INDICATE_NONE,
          headers,
        })
        .then((data) => {
          const text = typeof data === 'string' ? data : JSON.stringify(data);
          resolve(new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } }));
        }, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort));
    });
}

/** The stored 'language' of the host app (spec section 7: get/set stored 'language'). */
export async function hostLanguage(host: NativeHost): Promise<string | null> {
  const value = await host.invoke('getItem', { key: 'language' });
  return typeof value === 'string' && value !== '' ? value : null;
}

export async function setHostLanguage(host: NativeHost, language: string): Promise<void> {
  await host.invoke('setItem', { key: 'language', value: language });
}
