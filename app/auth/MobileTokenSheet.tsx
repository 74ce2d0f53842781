// The mobile token sheet: the customer opens the token - fingerprint / Face ID where the
// bank app's token has them, else the token PIN (checked by the bank for the browser's token,
// by the secure storage for the app's) - the token generates the code - a time code, or the
// transaction confirmation code for the question marked in red - and the customer confirms
// (or cancels). A large amount is confirmed explicitly first (ITSI404173). A failed biometric
// check offers the PIN instead; a token disabled by wrong PINs offers activation again.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Popup } from 'antd-mobile';
import '../../widgets/overlays/motion';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '../../widgets/otp/OtpInput';
import { useServices } from '../services';
import { PinInput } from '../security/PinInput';
import { softAmountConfirmed } from '../security/soft-amount';
import { DeviceError } from '../../bridge';
import { BusyButton } from '../../widgets/shared/BusyButton';
import { useInertBackground } from '../../widgets/shared/inert-background';

export const MobileTokenSheet = observer(function MobileTokenSheet() {
  const services = useServices();
  const { authPrompt, device, client, activationPrompt } = services;
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // After a failed fingerprint / Face ID check the customer may use the token PIN instead.
  const [pinInstead, setPinInstead] = useState(false);
  const [gone, setGone] = useState(false);
  const open = authPrompt.request !== null;
  useInertBackground(open);
  const unlock = pinInstead ? 'pin' : (device.token.unlockWith?.() ?? (device.token.needsPin?.() ? 'pin' : 'none'));
  const needsPin = open && unlock === 'pin';
  const challenge = authPrompt.challenge;
  useEffect(() => {
    if (open) {
      setCode('');
      setPin('');
      setError(undefined);
      setPinInstead(false);
      setGone(false);
    }
  }, [open]);
  const generate = async () => {
    setBusy(true);
    try {
      if (!(await softAmountConfirmed(services, authPrompt.request, t))) return;
      if (needsPin) {
        if (!/^\d{6}$/.test(pin)) {
          setError(t('security.pinFormat'));
          return;
        }
        await device.token.unlock!((c, p) => client.callDynamic(c, p), pin);
      } else if (unlock === 'biometric') {
        try {
          await device.token.unlock!((c, p) => client.callDynamic(c, p));
        } catch (e) {
          if (e instanceof DeviceError && !e.silent && device.token.isActivated()) setPinInstead(true);
          throw e;
        }
      }
      const next = challenge && device.token.generateTransactionCode ? await device.token.generateTransactionCode(challenge) : await device.token.generateOtp();
      setCode(next);
      setPin('');
      setError(undefined);
    } catch (e) {
      setPin('');
      // A cancelled system prompt (-10302) shows nothing.
      if (e instanceof DeviceError && e.silent) return;
      setGone(!device.token.isActivated());
      setError(e instanceof Error && e.message && 'code' in e ? e.message : device.token.isActivated() ? t('security.codeFailed') : t('token.notActivated'));
    } finally {
      setBusy(false);
    }
  };
  const confirm = () => {
    if (!/^\d{6}$/.test(code)) {
      setError(t('token.codeRequired'));
      return;
    }
    authPrompt.finish(code);
  };
  return (
    <Popup visible={open} onMaskClick={() => authPrompt.finish(null)} bodyClassName="token-sheet" destroyOnClose>
      <section aria-label={t('token.title')} className="token-sheet__body">
        <h2>{authPrompt.purpose === 'verify' ? t('security.verifyTitle') : t('token.title')}</h2>
        {challenge ? (
          <p>
            {t('security.challengeIntro')}{' '}
            <strong className="token-challenge" aria-label={t('security.challengeLabel')}>
              {challenge}
            </strong>
          </p>
        ) : (
          <p>{t('token.intro')}</p>
        )}
        {needsPin && <PinInput label={t('security.pinLabel')} value={pin} onChange={setPin} autoFocus />}
        <BusyButton block color="primary" fill="outline" loading={busy} onClick={() => void generate()}>
          {unlock === 'biometric' ? t('token.generateBiometric') : t('token.generate')}
        </BusyButton>
        <OtpInput value={code} onChange={setCode} label={t('token.codeLabel')} error={error} />
        {gone && (
          <Button block fill="outline" onClick={() => void activationPrompt.ask().then((done) => done && setGone(false))}>
            {t('security.reactivate')}
          </Button>
        )}
        <div className="step-buttons step-buttons--pair">
          <Button block onClick={() => authPrompt.finish(null)}>
            {t('token.cancel')}
          </Button>
          <Button block color="primary" onClick={confirm}>
            {t('token.confirm')}
          </Button>
        </div>
      </section>
    </Popup>
  );
});
