// My settings in the bank app: fingerprint / Face ID log-on of this device. Turning it on
// registers the biometrics with the app's token (the host), checks them once and proves the
// token to the bank with a code (ITSI191002); from then on the log-on page offers it and the
// token opens with it. Needs the token on this device first. Loaded only inside the app.
import { useCallback, useEffect, useState } from 'react';
import { List } from 'antd-mobile';
import { showToast } from '../../widgets/overlays';
import { useTranslation } from 'react-i18next';
import { biometricUnsupportedMessage, DeviceError, isBiometricMethod } from '../../bridge';
import { useServices } from '../services';
import { BusyButton } from '../../widgets/shared/BusyButton';

export default function NativeBiometricSettings() {
  const { device, activationPrompt, locale } = useServices();
  const { t } = useTranslation();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const refresh = useCallback(() => {
    device
      .loginMethods()
      .then((methods) => setOn(methods.some(isBiometricMethod)))
      .catch(() => setOn(null));
  }, [device]);
  useEffect(refresh, [refresh]);

  const toggle = async () => {
    setNote(null);
    setBusy(true);
    try {
      if (!on) {
        const info = await device.info();
        if (!info.supportTouchID && !info.supportFaceID) {
          setNote(biometricUnsupportedMessage(locale.current));
          return;
        }
        if (!device.token.isActivated() && !(await activationPrompt.ask())) {
          setNote(t('device.biometric.needToken'));
          return;
        }
      }
      const methods = await device.setBiometricLogon!(!on);
      setOn(methods.some(isBiometricMethod));
      showToast({ content: t(on ? 'device.biometric.doneOff' : 'device.biometric.doneOn') });
    } catch (error) {
      if (!(error instanceof DeviceError && error.silent)) setNote((error as Error).message);
      refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <List header={t('device.biometric.title')}>
      <List.Item extra={on === null ? '…' : t(on ? 'device.biometric.on' : 'device.biometric.off')}>{t('device.biometric.title')}</List.Item>
      <List.Item>
        <BusyButton block color="primary" fill="outline" loading={busy} disabled={on === null} onClick={() => void toggle()}>
          {t(on ? 'device.biometric.turnOff' : 'device.biometric.turnOn')}
        </BusyButton>
        {note && (
          <p role="alert" className="security-error">
            {note}
          </p>
        )}
      </List.Item>
    </List>
  );
}
