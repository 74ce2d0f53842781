// Settings: register this device's fingerprint / Face ID as a passkey, or see that it is.
// The device remembers the passkey it registered (bound-device confirmations use it) and
// forgets it when the customer removes it here or the bank no longer lists it.
import { useCallback, useEffect, useState } from 'react';
import { List } from 'antd-mobile';
import { showToast } from '../../widgets/overlays';
import { useTranslation } from 'react-i18next';
import { biometricUnsupportedMessage, DeviceError } from '../../bridge';
import { useServices } from '../services';
import { bindingTransactionId, collectBindingProof } from '../security/binding-proof';
import { passkeyMethods, passkeysAvailable, registerPasskey, removePasskey } from '../auth/passkeys';
import { devicePasskeyBinding } from '../auth/passkey-binding';
import { BusyButton } from '../../widgets/shared/BusyButton';

export function PasskeySettings() {
  const services = useServices();
  const { t } = useTranslation();
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [bound, setBound] = useState<string | null>(null);
  const customerId = services.session.user?.custId ?? null;

  const refresh = useCallback(() => {
    passkeyMethods(services.client)
      .then((m) => {
        setCount(m.passkeys.length);
        if (!customerId) return;
        const binding = devicePasskeyBinding();
        const remembered = binding.credentialOf(customerId);
        if (remembered && !m.passkeys.some((p) => p.credentialId === remembered)) binding.forget(customerId);
        setBound(binding.credentialOf(customerId));
      })
      .catch(() => setCount(null));
  }, [services.client, customerId]);
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
      const proof = await collectBindingProof(
        { client: services.client, smsPrompt: services.smsPrompt, passwordPrompt: services.passwordPrompt, newId: bindingTransactionId },
        'ITSI510001',
      );
      if (!proof) return; // cancelled
      const credentialId = await registerPasskey(services.client, locale, proof);
      if (customerId) devicePasskeyBinding().remember(customerId, credentialId);
      showToast({ content: t('device.passkey.done') });
      refresh();
    } catch (error) {
      if (!(error instanceof DeviceError && error.silent)) setNote((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!bound || !customerId) return;
    setNote(null);
    setBusy(true);
    try {
      await removePasskey(services.client, bound);
      devicePasskeyBinding().forget(customerId);
      showToast({ content: t('boundDevice.removed') });
      refresh();
    } catch (error) {
      setNote((error as Error).message);
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
        <BusyButton size="small" color="primary" fill="outline" loading={busy} onClick={() => void register()}>
          {t('device.passkey.register')}
        </BusyButton>
      </List.Item>
      {bound ? (
        <List.Item className="passkey-this-device" description={t('boundDevice.thisDevice')}>
          <BusyButton size="small" fill="outline" loading={busy} onClick={() => void remove()}>
            {t('boundDevice.remove')}
          </BusyButton>
        </List.Item>
      ) : null}
    </List>
  );
}
