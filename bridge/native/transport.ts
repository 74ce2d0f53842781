// Service calls through the native host: the generic call's POST becomes the host's
// httpPost (url, param, dataType 'json', encFlag true, indicateType, callbackID), and the
// host's answer becomes a Response again, so the service client treats both channels alike
// (envelope, time-out, session and security codes). A file for the bank's upload root (an
// ID photo) goes as the host's httpUpload, its bytes in base64.
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
      const body = init.body;
      const sent =
        body instanceof Blob
          ? base64(body).then((data) => host.invoke('httpUpload', { url, contentType: headers['content-type'] ?? body.type, data, headers }))
          : host.invoke('httpPost', {
              url,
              param: JSON.parse(String(body ?? '{}')) as unknown,
              dataType: 'json',
              encFlag: true,
              indicateType: INDICATE_NONE,
              headers,
            });
      sent
        .then((data) => {
          const text = typeof data === 'string' ? data : JSON.stringify(data);
          resolve(new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } }));
        }, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort));
    });
}

async function base64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The stored 'language' of the host app (spec section 7: get/set stored 'language'). */
export async function hostLanguage(host: NativeHost): Promise<string | null> {
  const value = await host.invoke('getItem', { key: 'language' });
  return typeof value === 'string' && value !== '' ? value : null;
}

export async function setHostLanguage(host: NativeHost, language: string): Promise<void> {
  await host.invoke('setItem', { key: 'language', value: language });
}
