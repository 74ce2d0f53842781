// Generate a code with this device's mobile token (spec: settings/get-otp-input). Needs no
// log-on: the customer may need the code to log on elsewhere. The bank still checks the PIN
// (ITSI500001 is open, but the device id is unguessable and the PIN locks after 3 tries).
import { useState } from 'react';
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

  const generate = async () => {
    if (!/^\d{6}$/.test(pin)) {
      setError(t('security.pinFormat'));
      return;
    }
    try {
      if (device.token.needsPin?.()) await device.token.unlock!((c, p) => client.callDynamic(c, p), pin);
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
      <PinInput label={t('security.pinLabel')} value={pin} onChange={setPin} autoFocus />
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
