// My settings: language, this device's mobile token, usage statistics, fingerprint / Face ID
// (passkeys in a browser, the native token's biometrics in the bank app), logout.
import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { Button, List } from 'antd-mobile';
import { showToast } from '../../widgets/overlays';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { LanguageSwitch } from './LanguageSwitch';
import { signOut } from '../auth/sign-out';
import { PasskeySettings } from '../device/PasskeySettings';
import { AnalyticsSetting } from '../analytics/AnalyticsSetting';
import { useLinkRows } from '../../engine/react/link-rows';

const NativeBiometricSettings = lazy(() => import('../device/NativeBiometricSettings'));

export const MySettingPage = observer(function MySettingPage() {
  const services = useServices();
  const { session, device } = services;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut(services, { tellBank: true });
    showToast({ content: t('settings.loggedOut') });
    navigate('/login/index', { replace: true });
  };
  // The Mobile Token and Sign documents rows open their pages: links by keyboard too.
  const rows = useLinkRows();
  return (
    <div className="settings-page" ref={rows.ref} onKeyDown={rows.onKeyDown}>
      <List header={t('lang.label')}>
        <List.Item>
          <LanguageSwitch />
        </List.Item>
      </List>
      <List>
        <List.Item
          extra={device.token.isActivated() ? t('settings.tokenActive') : t('settings.tokenInactive')}
          onClick={() => navigate(session.isLogon ? '/settings/get-otp-index' : '/settings/get-otp-input')}
          tabIndex={0}
        >
          {t('settings.mobileToken')}
        </List.Item>
      </List>
      <AnalyticsSetting locale={services.locale.current} />
      {session.isLogon &&
        (device.kind === 'native' ? (
          <Suspense fallback={null}>
            <NativeBiometricSettings />
          </Suspense>
        ) : (
          <PasskeySettings />
        ))}
      {session.isLogon && (
        <List>
          <List.Item onClick={() => navigate('/settings/sign-documents')} tabIndex={0}>
            {t('device.sign.title')}
          </List.Item>
        </List>
      )}
      {session.isLogon && (
        <div className="step-buttons">
          <Button block color="danger" fill="outline" size="large" onClick={() => void logout()}>
            {t('settings.logout')}
          </Button>
        </div>
      )}
    </div>
  );
});

export { MySettingPage as Component };
