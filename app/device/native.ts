// The bank app's side of the services, loaded only in the app channel: the host connection,
// the service calls over its httpPost, and the native device (bridge/native/device.ts).
import { connectNativeHost, createNativeDevice, createNativeFetch, createWebStore, type ServiceCall, type UiLocale } from '../../bridge';

export interface NativeConnection {
  host: ReturnType<typeof connectNativeHost>;
  fetch: ReturnType<typeof createNativeFetch>;
  device: ReturnType<typeof createNativeDevice>;
}

export function connectNative(opts: { locale: () => UiLocale; call: ServiceCall; customerId: () => string | null }): NativeConnection {
  const host = connectNativeHost(window as never, opts.locale);
  const device = createNativeDevice({
    host,
    call: opts.call,
    locale: opts.locale,
    customerId: opts.customerId,
    storage: createWebStore(() => window.localStorage),
  });
  return { host, fetch: createNativeFetch(host), device };
}
