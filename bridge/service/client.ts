// The generic service call (spec sections 7 and 8): POST {apiRoot}{code} with the
// header object, read the envelope, and turn the bank's special codes into events the
// app answers with dialogs, so no caller has to repeat that handling.
import type { ApiCode, ApiMap } from '../../generated/types/api';
import { message } from '../catalogue/messages';
import { createEmitter, type Emitter } from '../events';
import { toUiLocale, type UiLocale } from '../i18n/locale';
import { createSessionStore, SESSION_TIMEOUT_KEY } from '../device/session-storage';
import type { KeyValueStore } from '../device/types';
import { classify } from './codes';
import { DEFAULT_CONFIG, normalizeConfig, type BridgeConfig } from './config';
import { parseEnvelope, type ServiceEnvelope } from './envelope';
import { ServiceError } from './errors';
import type { HeaderProvider } from './header';
import { createLoadingCounter } from './loading';
import { postJson, type FetchLike } from './transport';
import { noteBankTime } from './bank-time';

/** Spec section 7: a call is abandoned after 60 s (a network error to the caller). */
export const DEFAULT_TIMEOUT_MS = 60_000;

export interface ServiceEvents {
  /** true when the first call wanting the indicator starts, false when the last settles. */
  loading: boolean;
  /** Show the non-dismissable 'Tip' dialog with `message`, then go to login. */
  sessionTimeout: { code: string; message: string };
  /** Show the server's `message` in a dialog titled 'Tip'. */
  securityError: { code: string; message: string };
  /** Show `message` with a 'Go reset' button leading to the password reset page. */
  passwordUpgrade: { code: string; message: string; serverMessage: string };
  /** The bank app is older than the bank requires: show the bank's `message` as the upgrade prompt. */
  appUpgrade: { code: string; message: string; minVersion: string };
  /** A call with the logon token reached the bank and the session is alive (resets idle timers). */
  activity: { code: string };
  /** The bank needs something done first: open the module of the block-redirect address (e.g. PLZ_BIND_CARD). */
  serviceAuth: { code: string; message: string; redirect: string };
}

export interface CallOptions {
  /** Show the loading indicator while pending (default true). */
  loading?: boolean;
  /** Resolve with the whole envelope instead of its data. */
  detailed?: boolean;
  /** Money-moving calls carry their idempotency key in the payload, never here. */
  idempotencyKey?: never;
  /** The flow definition (id@version#hash) a money-moving request comes from, sent in the header. */
  flow?: string;
}

export interface ServiceClientOptions {
  header: HeaderProvider;
  config?: Partial<BridgeConfig>;
  /** The logon token (or the host app's weak token), sent as X-AUTH-TOKEN. */
  getToken?: () => string | null | undefined;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Where the session time-out flag is recorded; defaults to window.sessionStorage. */
  session?: KeyValueStore;
  /** Awaited before each call: the bank app's device answers its id (the header's termNo) asynchronously. */
  ready?: () => Promise<void>;
}

export interface ServiceClient {
  /** A call typed by its contract (generated from schemas/api/{code}.json): request in, response out. */
  call<C extends ApiCode>(code: C, payload: ApiMap[C]['request'], opts: CallOptions & { detailed: true }): Promise<ServiceEnvelope>;
  call<C extends ApiCode>(code: C, payload: ApiMap[C]['request'], opts?: CallOptions): Promise<ApiMap[C]['response']>;
  /**
   * A call whose code is data (a flow's `tx`, a device's own calls): the caller checks the
   * payload against the contract's request validator and reads the answer as untyped data.
   */
  callDynamic(code: string, payload: object, opts?: Omit<CallOptions, 'detailed'>): Promise<unknown>;
  callRaw(code: string, payload: object, opts?: Omit<CallOptions, 'detailed'>): Promise<ServiceEnvelope>;
  readonly config: BridgeConfig;
  readonly events: Emitter<ServiceEvents>;
  on: Emitter<ServiceEvents>['on'];
  /**
   * Sends a file to the bank's upload root ({apiRoot}upload/{target}), the body being the file
   * itself; answers the envelope's data, with the same error handling as a call.
   */
  upload(target: string, body: Blob, contentType: string): Promise<unknown>;
  /** Calls currently holding the loading indicator open. */
  pendingCount(): number;
  /** After a new logon: drop the recorded time-out so the next one is reported again. */
  clearSessionTimeout(): void;
}

// Transaction codes are path segments; anything else would let data steer the
// request (and the token) to another path of the origin.
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const NOTHING = Symbol('nothing timed out');

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const config = normalizeConfig({ ...DEFAULT_CONFIG, ...options.config });
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const session = options.session ?? createSessionStore();
  const events = createEmitter<ServiceEvents>();
  const loading = createLoadingCounter((visible) => events.emit('loading', visible));

  // Parallel calls of one dead session all come back with the time-out code; the
  // customer must see one dialog. A burst is every call sent with the same token, so a
  // new logon (new token) or clearSessionTimeout() re-arms the event.
  let timedOutToken: string | undefined | typeof NOTHING = NOTHING;

  async function request(code: string, payload: object, showLoading: boolean, flow?: string): Promise<ServiceEnvelope> {
    if (!CODE_PATTERN.test(code)) throw new TypeError(`Invalid transaction code: ${JSON.stringify(code)}`);
    if (showLoading) loading.begin();
    try {
      await options.ready?.();
      const header = flow ? { ...options.header(), flow } : options.header();
      const locale = toUiLocale(header.locale);
      const token = options.getToken?.() || undefined;
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers['X-AUTH-TOKEN'] = token;
      // Our header wins over a stray `header` key in the payload; it stays first on the wire.
      const body = JSON.stringify(Object.assign({ header }, payload, { header }));
      const raw = await postJson(fetchImpl, { url: `${config.apiRoot}${code}`, body, headers, timeoutMs, locale });
      noteBankTime(raw.bankTime);
      return settle(parseEnvelope(raw, locale), locale, token);
    } finally {
      if (showLoading) loading.end();
    }
  }

  function settle(envelope: ServiceEnvelope, locale: UiLocale, token: string | undefined): ServiceEnvelope {
    const { responseCode: code, responseMessage } = envelope.header;
    const kind = classify(code);
    // The bank refreshes a session on every call it authenticated: anything but a time-out.
    if (token && kind !== 'session-timeout') events.emit('activity', { code });
    switch (kind) {
      case 'success':
        return envelope;
      case 'session-timeout': {
        const text = message('session-timeout', locale);
        session.set(SESSION_TIMEOUT_KEY, '1');
        if (timedOutToken !== token) {
          timedOutToken = token;
          events.emit('sessionTimeout', { code, message: text });
        }
        throw new ServiceError('session-timeout', code, text, envelope);
      }
      case 'security':
        events.emit('securityError', { code, message: responseMessage });
        throw new ServiceError('security', code, responseMessage, envelope);
      case 'password-upgrade': {
        const text = message('password-upgrade', locale);
        events.emit('passwordUpgrade', { code, message: text, serverMessage: responseMessage });
        throw new ServiceError('password-upgrade', code, text, envelope);
      }
      case 'app-upgrade': {
        const data = envelope.data as { minVersion?: unknown } | undefined;
        events.emit('appUpgrade', { code, message: responseMessage, minVersion: typeof data?.minVersion === 'string' ? data.minVersion : '' });
        throw new ServiceError('app-upgrade', code, responseMessage, envelope);
      }
      case 'service-auth': {
        const data = envelope.data as { blockRedirect?: unknown } | undefined;
        events.emit('serviceAuth', { code, message: responseMessage, redirect: typeof data?.blockRedirect === 'string' ? data.blockRedirect : '' });
        throw new ServiceError('service-auth', code, responseMessage, envelope);
      }
      case 'business':
        throw new ServiceError('business', code, responseMessage || `Error (${code})`, envelope);
    }
  }

  async function upload(target: string, body: Blob, contentType: string): Promise<unknown> {
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(target)) throw new TypeError(`Invalid upload target: ${JSON.stringify(target)}`);
    await options.ready?.();
    const header = options.header();
    const locale = toUiLocale(header.locale);
    const token = options.getToken?.() || undefined;
    const headers: Record<string, string> = { 'Content-Type': contentType };
    if (token) headers['X-AUTH-TOKEN'] = token;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      const res = await fetchImpl(`${config.apiRoot}upload/${target}?locale=${encodeURIComponent(header.locale)}`, { method: 'POST', body, headers, signal: abort.signal });
      const text = await res.text();
      return settle(parseEnvelope({ status: res.status, ok: res.ok, text }, locale), locale, token).data;
    } catch (e) {
      if (e instanceof ServiceError) throw e;
      throw new ServiceError('network', '-9401', message('network', locale), { cause: e });
    } finally {
      clearTimeout(timer);
    }
  }

  async function call(code: string, payload: object, opts?: CallOptions): Promise<unknown> {
    const envelope = await request(code, payload, opts?.loading !== false, opts?.flow);
    return opts?.detailed ? envelope : envelope.data;
  }

  return {
    call: call as ServiceClient['call'],
    callDynamic: (code, payload, opts) => call(code, payload, opts),
    callRaw: (code, payload, opts) => request(code, payload, opts?.loading !== false, opts?.flow),
    upload,
    config,
    events,
    on: events.on,
    pendingCount: loading.count,
    clearSessionTimeout() {
      timedOutToken = NOTHING;
      session.remove(SESSION_TIMEOUT_KEY);
    },
  };
}
