// "Log in with Fingerprint / Face ID" on the login page: the device's biometric log-on (a
// passkey in a browser, the native token behind the app's fingerprint / Face ID check).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { biometricUnsupportedMessage, DeviceError } from '../../bridge';
import { useServices } from '../services';
import type { SessionUser } from '../session/session-store';
import { BusyButton } from '../../widgets/shared/BusyButton';

export function PasskeyLoginButton(props: { onLoggedOn: (token: string, user: SessionUser) => void; onError: (message: string) => void }) {
  const services = useServices();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    const locale = services.locale.current;
    setBusy(true);
    try {
      const info = await services.device.info();
      if (!info.supportTouchID && !info.supportFaceID) {
        props.onError(biometricUnsupportedMessage(locale));
        return;
      }
      const { token, user } = await services.device.biometricLogon();
      props.onLoggedOn(token, user as SessionUser);
    } catch (error) {
      if (!(error instanceof DeviceError && error.silent)) props.onError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton block fill="outline" color="primary" size="large" loading={busy} onClick={() => void start()}>
      {t('device.passkey.login')}
    </BusyButton>
  );
}
