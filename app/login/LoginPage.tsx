// Password log-on, then its second factor (the bound device, or an SMS code as the fallback);
// or a passkey log-on, which is two factors in itself. In a plain browser the bank app is
// offered once logged on. In development the sandbox bank's demo customers are listed, so
// anyone can try every journey at once.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../routing/use-search-params';
import { List } from 'antd-mobile';
import { ErrorNotice } from '../../engine/react/ErrorNotice';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { safeRedirect } from '../routing/safe-redirect';
import { LanguageSwitch } from '../pages/LanguageSwitch';
import type { SessionUser } from '../session/session-store';
import { PasskeyLoginButton } from '../device/PasskeyLoginButton';
import { SecondFactor, type PendingSecondFactor } from './SecondFactor';
import { promptAppDownload } from './app-download-prompt';
import { LoginFields, type LoginValues } from './LoginFields';
import { BusyButton } from '../../widgets/shared/BusyButton';

interface DemoCustomer {
  loginId: string;
  password: string;
  customerName: string;
  note?: string;
}

export const LoginPage = observer(function LoginPage() {
  const services = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<LoginValues>({ loginId: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [demo, setDemo] = useState<DemoCustomer[]>([]);
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);

  useEffect(() => {
    services.client
      .call('ITSI900001', {}, { loading: false })
      .then((data) => setDemo((data as { customers: DemoCustomer[] }).customers))
      .catch(() => setDemo([]));
  }, [services.client, services.locale.current]);

  const loggedOn = (token: string, user: SessionUser) => {
    services.client.clearSessionTimeout();
    services.runs.clear();
    services.session.logon(token, user);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
    if (services.channel.channel === 'web') promptAppDownload(services.config, t);
  };

  const restart = (message?: string) => {
    setPending(null);
    setError(message ?? null);
    setValues((v) => ({ ...v, password: '' }));
  };

  const submit = async (values: LoginValues) => {
    setBusy(true);
    setError(null);
    try {
      const data = await services.client.call('ITSI100001', values);
      setPending(data.secondFactor);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (pending) {
    return (
      <div className="login-page">
        <SecondFactor pending={pending} onLoggedOn={loggedOn} onRestart={restart} />
        <LanguageSwitch />
      </div>
    );
  }

  return (
    <div className="login-page">
      <ErrorNotice message={error} />
      <LoginFields values={values} onChange={setValues} onSubmit={(v) => void submit(v)}>
        <BusyButton block type="submit" color="primary" size="large" loading={busy}>
          {t('login.submit')}
        </BusyButton>
      </LoginFields>
      <div className="step-buttons">
        <PasskeyLoginButton onLoggedOn={loggedOn} onError={setError} />
      </div>
      <p className="step-note">
        <a href="#/settings/forget-password">{t('login.forgotPassword')}</a>
      </p>
      {services.channel.channel === 'web' && <p className="step-note">{t('login.downloadApp')}</p>}
      <LanguageSwitch />
      {/* Last on the page: the list arrives after the page has painted, and moves nothing. */}
      {demo.length > 0 && (
        <List header={t('login.demoTitle')} className="demo-customers">
          {demo.map((c) => (
            <List.Item
              key={c.loginId}
              description={`${c.loginId} / ${c.password}${c.note ? ` · ${c.note}` : ''}`}
              extra={t('login.useDemo')}
              onClick={() => setValues({ loginId: c.loginId, password: c.password })}
            >
              {c.customerName}
            </List.Item>
          ))}
          <List.Item>
            {/* The sandbox's phones: SMS one-time passwords are read here, in another tab. */}
            <a href="#/sandbox/sms-outbox" target="_blank" rel="noopener">
              {t('login.smsOutbox')}
            </a>
          </List.Item>
        </List>
      )}
    </div>
  );
});

export { LoginPage as Component };
