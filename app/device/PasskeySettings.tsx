// Settings: register this device's fingerprint / Face ID as a passkey, or see that it is.
import { useCallback, useEffect, useState } from 'react';
import { Button, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { biometricUnsupportedMessage, DeviceError } from '../../bridge';
import { useServices } from '../services';
import { passkeyMethods, passkeysAvailable, registerPasskey } from '../auth/passkeys';

export function PasskeySettings() {
  const services = useServices();
  const { t } = useTranslation();
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const refresh = useCallback(() => {
    passkeyMethods(services.client)
      .then((m) => setCount(m.passkeys.length))
      .catch(() => setCount(null));
  }, [services.client]);
  useEffect(refresh, [refresh]);

  const register = async () => {
    const locale = services.locale.current;
    setNote(null);
    setBusy(true);
    try {
      if (!(await passkeysAvailable())) {
        setNote(biometricUnsupportedMessage(locale));
        return;
      }
      await registerPasskey(services.client, locale);
      Toast.show({ content: t('device.passkey.done') });
      refresh();
    } catch (error) {
      if (!(error instanceof DeviceError && error.silent)) setNote((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <List header={t('device.passkey.title')} className="passkey-settings">
      <List.Item
        extra={count ? t('device.passkey.registered', { count }) : t('device.passkey.none')}
        description={note ? <span role="alert">{note}</span> : undefined}
      >
        <Button size="small" color="primary" fill="outline" loading={busy} onClick={() => void register()}>
          {t('device.passkey.register')}
        </Button>
      </List.Item>
    </List>
  );
}
