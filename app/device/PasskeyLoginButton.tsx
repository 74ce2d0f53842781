// "Log in with Fingerprint / Face ID" on the login page (a passkey of this device).
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { biometricUnsupportedMessage, DeviceError } from '../../bridge';
import { useServices } from '../services';
import { logInWithPasskey, passkeysAvailable } from '../auth/passkeys';
import type { SessionUser } from '../session/session-store';

export function PasskeyLoginButton(props: { onLoggedOn: (token: string, user: SessionUser) => void; onError: (message: string) => void }) {
  const services = useServices();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    const locale = services.locale.current;
    setBusy(true);
    try {
      if (!(await passkeysAvailable())) {
        props.onError(biometricUnsupportedMessage(locale));
        return;
      }
      const { token, user } = await logInWithPasskey(services.client, locale);
      props.onLoggedOn(token, user);
    } catch (error) {
      if (!(error instanceof DeviceError && error.silent)) props.onError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button block fill="outline" color="primary" size="large" loading={busy} onClick={() => void start()}>
      {t('device.passkey.login')}
    </Button>
  );
}
