// The bank app's native bridge (spec section 7). Inside the app's web view the page talks
// to the host only through messages:
//   page -> host: XPMBSBridge.postMessage(JSON) with { method, callbackID, ...args }
//   host -> page: XPMBSBridgeCallback(callbackID, JSON) with { code: 0, data } or { code: -10xxx, data? }
//   host -> page: XPMBSBridgeEvent(name, JSON) for 'didLogin', 'didLogout' and 'back'
// A non-zero code is a device error, turned into the section 8 catalogue message.
import { DeviceError, type DeviceErrorDetail } from '../catalogue/device-errors';
import { createEmitter, type Emitter } from '../events';
import { randomCode } from '../../domain/format/random-code';
import { DEFAULT_LOCALE, type UiLocale } from '../i18n/locale';

export const HOST_OBJECT = 'XPMBSBridge';
export const HOST_CALLBACK = 'XPMBSBridgeCallback';
export const HOST_EVENT = 'XPMBSBridgeEvent';

export interface HostEvents {
  didLogin: { token?: string; passToken?: string };
  didLogout: Record<string, never>;
  back: Record<string, never>;
}

export interface NativeHost {
  invoke(method: string, args?: Record<string, unknown>): Promise<unknown>;
  events: Emitter<HostEvents>;
  /** Stops listening (tests). */
  dispose(): void;
}

interface HostObject {
  postMessage(message: string): void;
}

type Globals = Record<string, unknown>;


export function connectNativeHost(
  globals: Globals = globalThis as unknown as Globals,
  locale: () => UiLocale = () => DEFAULT_LOCALE,
): NativeHost {
  const host = globals[HOST_OBJECT] as HostObject;
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const events = createEmitter<HostEvents>();

  globals[HOST_CALLBACK] = (callbackID: unknown, result: unknown) => {
    const waiting = pending.get(String(callbackID));
    if (!waiting) return;
    pending.delete(String(callbackID));
    let parsed: { code?: unknown; data?: unknown };
    try {
      parsed = (typeof result === 'string' ? JSON.parse(result) : result) as { code?: unknown; data?: unknown };
    } catch {
      waiting.reject(new DeviceError(-5009, locale()));
      return;
    }
    const code = Number(parsed?.code ?? 0);
    if (code === 0) waiting.resolve(parsed.data);
    // A code may come with its counts (wrong PINs made and left, minutes until a lock ends).
    else waiting.reject(new DeviceError(Number.isFinite(code) ? code : -5009, locale(), (parsed?.data ?? undefined) as DeviceErrorDetail | undefined));
  };

  globals[HOST_EVENT] = (name: unknown, payload: unknown) => {
    if (name !== 'didLogin' && name !== 'didLogout' && name !== 'back') return;
    let data: unknown = {};
    try {
      data = typeof payload === 'string' && payload !== '' ? JSON.parse(payload) : (payload ?? {});
    } catch {
      data = {};
    }
    events.emit(name, data as never);
  };

  return {
    invoke(method, args = {}) {
      // A random code of the spec's kind (section 9) names the answer awaited; a clash with one
      // still pending draws again.
      let callbackID: string;
      do callbackID = `${method}_${randomCode()}`;
      while (pending.has(callbackID));
      return new Promise((resolve, reject) => {
        pending.set(callbackID, { resolve, reject });
        host.postMessage(JSON.stringify({ ...args, method, callbackID }));
      });
    },
    events,
    dispose() {
      delete globals[HOST_CALLBACK];
      delete globals[HOST_EVENT];
      for (const [, waiting] of pending) waiting.reject(new Error('native host disconnected'));
      pending.clear();
    },
  };
}
