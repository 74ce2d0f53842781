// The composition root: builds the bridge, the session and the prompts once, and hands them
// to React through AppServicesContext. The engine's dependencies and run registry are built
// by the flow page when a journey first opens (app/pages/run-registry.ts).
import { createContext, useContext } from 'react';
import { makeAutoObservable } from 'mobx';
import {
  createHeaderProvider,
  createServiceClient,
  createWebDevice,
  createWebStore,
  deferredDevice,
  detectCurrentChannel,
  hasNativeHost,
  type BridgeConfig,
  type ChannelInfo,
  type Device,
  type ServiceClient,
} from '../bridge';
import type { EngineDeps, Locale } from '../engine/core';
import { FlowRuns } from './flow-runs';
import { SessionStore } from './session/session-store';
import { BankDirectory } from './bank-directory';
import { CurrentRoute } from './routing/current-route';
import { LANGUAGE_KEY } from './i18n';
import { AuthPrompt } from './auth/auth-prompt';
import { SmsPrompt } from './auth/sms-prompt';
import { ActivationPrompt } from './security/activation-prompt';
import type { NativeConnection } from './device/native';
import { setPublishedAudience } from './published-journeys';
import { appVersionFromUserAgent } from '../domain/app-version';

/** The UI language, observable so every view follows a switch at once. */
export class LocaleState {
  constructor(public current: Locale) {
    makeAutoObservable(this);
  }
  set(locale: Locale): void {
    this.current = locale;
  }
}

export interface AppServices {
  config: BridgeConfig;
  channel: ChannelInfo;
  device: Device;
  client: ServiceClient;
  session: SessionStore;
  locale: LocaleState;
  banks: BankDirectory;
  /** The journeys' runs; the interpreter itself loads with the first flow page. */
  runs: FlowRuns;
  /** The route on screen: its title, log-on rule and flow. */
  currentRoute: CurrentRoute;
  authPrompt: AuthPrompt;
  smsPrompt: SmsPrompt;
  /** The password box's prompt. */
  passwordPrompt: AuthPrompt;
  /** The token activation sheet's prompt. */
  activationPrompt: ActivationPrompt;
  /** A token from the `token` query value being tried for logon before the session has one. */
  pendingToken: { value: string | null };
  /** The bank app's native bridge, loading; null outside the app (then calls are ordinary POSTs). */
  native: Promise<NativeConnection> | null;
}

/**
 * The engine's validator tables, shared by every run: empty until a journey's chunk
 * loads and fills them (app/flows.ts), so the first page does not carry them.
 */
export const validatorTables: Required<Pick<EngineDeps, 'formValidators' | 'requestValidators' | 'requestMoney'>> = {
  formValidators: {},
  requestValidators: {},
  requestMoney: {},
};

export function createServices(config: BridgeConfig, locale: Locale): AppServices {
  const channel = detectCurrentChannel();
  const sessionStorageStore = createWebStore(() => window.sessionStorage);
  const session = new SessionStore(sessionStorageStore);
  session.setInApp(channel.channel === 'app');
  const localeState = new LocaleState(locale);
  const pendingToken = { value: null as string | null };
  const current = () => localeState.current;
  // Inside the bank app every device function and every call goes through the host (spec
  // section 7); its code loads only there. Elsewhere the browser's stand-ins serve.
  const native =
    channel.channel === 'app' && hasNativeHost(window as never)
      ? import('./device/native').then((m) =>
          m.connectNative({ locale: current, call: (code, payload) => client.callDynamic(code, payload), customerId: () => session.user?.custId ?? null }),
        )
      : null;
  const device: Device = native ? deferredDevice(native.then((n) => n.device)) : createWebDevice({ client: () => client, locale: current });
  const client = createServiceClient({
    config,
    ...(native ? { fetch: (url, init) => native.then((n) => n.fetch(url, init)), ready: () => device.ready() } : {}),
    header: createHeaderProvider({
      locale: () => localeState.current,
      channel,
      deviceId: () => device.deviceId(),
      // Inside the bank app the client version is the app's own, from its user agent (the bank
      // compares it with the version it requires); elsewhere the build's.
      appVersion: (channel.channel === 'app' && appVersionFromUserAgent(window.navigator.userAgent)) || config.appVersion,
    }),
    getToken: () => session.token ?? pendingToken.value,
  });
  // Which published versions this customer's new runs get (a version rolling out to some of them).
  setPublishedAudience(() => ({ token: session.token ?? undefined, channel: channel.channelId, language: localeState.current }));
  const banks = new BankDirectory(() => client.call('ITSI200003', {}, { loading: false }));
  const authPrompt = new AuthPrompt();
  const smsPrompt = new SmsPrompt();
  const passwordPrompt = new AuthPrompt();
  const activationPrompt = new ActivationPrompt();
  const runs = new FlowRuns({
    keys: () => Object.keys(window.sessionStorage),
    remove: (key) => window.sessionStorage.removeItem(key),
  });
  // Typing is saved in bursts: leaving or hiding the page writes what is still waiting.
  window.addEventListener('pagehide', () => runs.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') runs.flush();
  });
  return {
    config,
    channel,
    device,
    client,
    session,
    locale: localeState,
    banks,
    runs,
    currentRoute: new CurrentRoute(),
    authPrompt,
    smsPrompt,
    passwordPrompt,
    activationPrompt,
    pendingToken,
    native,
  };
}

export function persistLocale(locale: Locale): void {
  window.localStorage.setItem(LANGUAGE_KEY, locale);
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('AppServicesContext is missing');
  return services;
}
