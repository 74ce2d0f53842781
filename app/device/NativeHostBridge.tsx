// Inside the bank app: follows the host's stored 'language' (and stores the customer's
// choice back), and honours the host's didLogin (log on with its token), didLogout (forget
// everything) and back (the page's Back) events. The host sends 'back' for Android's back
// key: with no page left to go back to, it asks 'Do you want to return to the homepage?'
// (spec section 2) before the host closes the web page. Renders nothing; loaded only in the
// bank app (RootLayout).
import { useEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { confirmDialog } from '../../widgets/overlays';
import { hostLanguage, setHostLanguage, toLanguage, toUiLocale, type NativeHost } from '../../bridge';
import { useServices } from '../services';
import { useAppNavigation } from '../routing/use-app-navigation';
import { signOut } from '../auth/sign-out';
import { applyLocale } from './apply-locale';
import texts from './native-texts.json';

// The texts only the bank app shows join the translations with its device code (this module
// loads with the first screen inside the app, after the translations are set up).
for (const lng of ['zh-TW', 'zh-CN', 'en'] as const) i18next.addResourceBundle(lng, 'translation', texts[lng], true, false);

export function NativeHostBridge() {
  const services = useServices();
  const navigate = useNavigate();
  const { goBack } = useAppNavigation();
  const { t } = useTranslation();
  const translate = useRef(t);
  translate.current = t;
  // Back changes with the route; the host listener is registered once and reads the latest.
  const back = useRef(goBack);
  back.current = goBack;

  useEffect(() => {
    let stop = () => undefined as void;
    let stopped = false;
    void services.native?.then(({ host }) => {
      if (!stopped) stop = listen(host);
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [services, navigate]);

  const listen = (host: NativeHost) => {
    hostLanguage(host)
      .then((language) => {
        if (language) void applyLocale(services.locale, toUiLocale(language));
      })
      .catch(() => undefined);
    const stopLanguage = reaction(
      () => services.locale.current,
      (locale) => void setHostLanguage(host, toLanguage(locale)).catch(() => undefined),
    );
    const offLogin = host.events.on('didLogin', ({ token, passToken }) => {
      const value = token ?? passToken;
      if (!value) return;
      services.pendingToken.value = value;
      services.client
        .call('ITSI100003', {})
        .then((data) => {
          services.client.clearSessionTimeout();
          services.runs.clear();
          services.session.logon(value, (data as { user: never }).user);
          navigate('/mine/index', { replace: true });
        })
        .catch(() => undefined)
        .finally(() => {
          services.pendingToken.value = null;
        });
    });
    const offLogout = host.events.on('didLogout', () => {
      // The host has already ended the session at the bank; only this page must forget it.
      void signOut(services, { tellBank: false }).then(() => navigate('/login/index', { replace: true }));
    });
    const leave = async () => {
      const tr = translate.current;
      const yes = await confirmDialog({ content: tr('nav.leaveConfirm'), confirmText: tr('nav.leaveYes'), cancelText: tr('nav.leaveNo') });
      if (yes) await services.device.closePage().catch(() => window.close());
    };
    // The host's back is the page's Back: the same rules, blocked while processing or disabled.
    const offBack = host.events.on('back', () => back.current(() => void leave()));
    return () => {
      stopLanguage();
      offLogin();
      offLogout();
      offBack();
    };
  };

  return null;
}

export default NativeHostBridge;
