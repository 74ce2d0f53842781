// Generate a code with this device's mobile token (spec: settings/get-otp-input). Needs no
// log-on: the customer may need the code to log on elsewhere. The browser's token has its PIN
// checked by the bank (ITSI500001 is open, but the device id is unguessable and the PIN locks
// after 3 tries); the bank app's token by the device, or by its fingerprint / Face ID.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { PinInput } from './PinInput';

export const GetOtpInputPage = observer(function GetOtpInputPage() {
  const { device, client, session } = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [activated, setActivated] = useState(device.token.isActivated());
  // The bank app's device answers its state once it has started.
  useEffect(() => void device.ready().then(() => setActivated(device.token.isActivated())), [device]);
  const unlock = device.token.unlockWith?.() ?? (device.token.needsPin?.() ? 'pin' : 'none');

  const generate = async () => {
    if (unlock === 'pin' && !/^\d{6}$/.test(pin)) {
      setError(t('security.pinFormat'));
      return;
    }
    try {
      if (unlock !== 'none') await device.token.unlock!((c, p) => client.callDynamic(c, p), unlock === 'pin' ? pin : undefined);
      setCode(await device.token.generateOtp());
      setError(undefined);
    } catch (e) {
      setCode(null);
      setError(e instanceof Error && 'code' in e ? e.message : t('security.codeFailed'));
    } finally {
      setPin('');
      setActivated(device.token.isActivated());
    }
  };

  if (!activated) {
    return (
      <div className="otp-page">
        {error && (
          <p role="alert" className="security-error">
            {error}
          </p>
        )}
        <p>{t('token.notActivated')}</p>
        {session.isLogon && (
          <Button block color="primary" onClick={() => navigate('/settings/get-otp-index')}>
            {t('token.activate')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="otp-page">
      <p>{t('security.otpInputIntro')}</p>
      {unlock === 'pin' && <PinInput label={t('security.pinLabel')} value={pin} onChange={setPin} autoFocus />}
      {error && (
        <p role="alert" className="security-error">
          {error}
        </p>
      )}
      <Button block color="primary" onClick={() => void generate()}>
        {t('token.generate')}
      </Button>
      {code && (
        <p className="token-code" aria-label={t('token.codeLabel')}>
          <strong className="token-challenge">{code}</strong>
        </p>
      )}
    </div>
  );
});

export { GetOtpInputPage as Component };
