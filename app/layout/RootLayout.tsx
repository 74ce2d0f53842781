// The frame of every page: the page title, webtype, log-on with a `token` query value,
// the navigation bar with Back, and the app-wide dialogs and sheets.
import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { useAppNavigation } from '../routing/use-app-navigation';
import { GlobalDialogs } from './GlobalDialogs';
import { whenNeeded } from './when-needed';
import { SessionWatch } from '../device/SessionWatch';
import { PartnerMessages } from '../device/PartnerMessages';

const MobileTokenSheet = whenNeeded(
  () => import('../auth/MobileTokenSheet').then((m) => ({ default: m.MobileTokenSheet })),
  (s) => s.authPrompt.request !== null,
);
const SmsOtpSheet = whenNeeded(() => import('../auth/SmsOtpSheet').then((m) => ({ default: m.SmsOtpSheet })), (s) => s.smsPrompt.challenge !== null);
const PasswordBoxSheet = whenNeeded(
  () => import('../security/PasswordBoxSheet').then((m) => ({ default: m.PasswordBoxSheet })),
  (s) => s.passwordPrompt.request !== null,
);
// The bank app's events and language: its code loads only inside the app.
const NativeHostBridge = whenNeeded(() => import('../device/NativeHostBridge'), (s) => s.native !== null);
const TokenActivationSheet = whenNeeded(
  () => import('../security/TokenActivationSheet').then((m) => ({ default: m.TokenActivationSheet })),
  (s) => s.activationPrompt.open,
);

export const RootLayout = observer(function RootLayout({ children }: { children: ReactNode }) {
  const services = useServices();
  const { session, locale } = services;
  const location = useLocation();
  const { handle } = services.currentRoute;
  const { t } = useTranslation();
  const { goBack } = useAppNavigation();
  const [checkingToken, setCheckingToken] = useState(false);
  const params = new URLSearchParams(location.search);
  const queryToken = params.get('token');

  const title =
    typeof handle.title === 'string' ? t(handle.title) : handle.title ? handle.title[locale.current] : t('app.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    // The address's webtype, backLink and defaultAccount were applied before this render
    // (app/routing/address-declarations.ts); the visit is recorded once the page is shown.
    session.visit(location.pathname, location.search);
  }, [location.pathname, location.search, session]);

  // A page view for analytics (app/analytics/tracker.ts), loaded after the screen and only
  // where an endpoint is configured: it never delays the page. Sent once the page of this path
  // has loaded and named its journey: a journey whose chunk was still on its way would otherwise
  // be counted without its product id, or with the page before's.
  const routedPath = services.currentRoute.path;
  useEffect(() => {
    const url = services.config.analyticsUrl;
    if (typeof url !== 'string' || !url) return;
    const page = location.pathname;
    if (routedPath !== page) return;
    const timer = setTimeout(() => {
      import('../analytics/tracker')
        .then((m) => {
          const flowId = services.currentRoute.handle.flowId;
          // The version this customer's run is on (a staged rollout is judged on its abandoned runs).
          const version = flowId ? services.runs.peek(flowId)?.flow.version : undefined;
          m.trackPage({ url, channelId: services.channel.channelId, appId: services.channel.appId }, page, flowId, version);
        })
        .catch(() => undefined);
    }, 0);
    return () => clearTimeout(timer);
  }, [location.pathname, routedPath, services]);

  // Spec: not logged on and a token query value -> log on with it.
  useEffect(() => {
    if (session.isLogon || !queryToken) return;
    setCheckingToken(true);
    services.pendingToken.value = queryToken;
    services.client
      .call('ITSI100003', {})
      .then((data) => session.logon(queryToken, (data as { user: never }).user))
      .catch(() => undefined)
      .finally(() => {
        services.pendingToken.value = null;
        setCheckingToken(false);
      });
  }, [queryToken, session, services]);

  return (
    <div className="app-frame">
      {/* A real button for Back (the kit's navigation bar has a role="button" div that a
          keyboard cannot reach and a screen reader cannot name). */}
      <header className="app-navbar">
        <button type="button" className="app-back" onClick={() => goBack()} aria-label={t('nav.back')}>
          <LeftOutline />
        </button>
        <div className="app-title">{title}</div>
      </header>
      <main className="app-main">{checkingToken ? null : children}</main>
      <GlobalDialogs />
      <MobileTokenSheet />
      <SmsOtpSheet />
      <PasswordBoxSheet />
      <TokenActivationSheet />
      <NativeHostBridge />
      <SessionWatch />
      <PartnerMessages />
    </div>
  );
});
