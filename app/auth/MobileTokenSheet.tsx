// The mobile token sheet: the customer enters the token PIN (checked by the bank), the token
// generates the code - a time code, or the transaction confirmation code for the question
// marked in red - and the customer confirms (or cancels). A large amount is confirmed
// explicitly first (ITSI404173).
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Popup } from 'antd-mobile';
import '../../widgets/overlays/motion';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '../../widgets/otp/OtpInput';
import { useServices } from '../services';
import { PinInput } from '../security/PinInput';
import { softAmountConfirmed } from '../security/soft-amount';

export const MobileTokenSheet = observer(function MobileTokenSheet() {
  const services = useServices();
  const { authPrompt, device, client } = services;
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const open = authPrompt.request !== null;
  const needsPin = open && (device.token.needsPin?.() ?? false);
  const challenge = authPrompt.challenge;
  useEffect(() => {
    if (open) {
      setCode('');
      setPin('');
      setError(undefined);
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
      }
      const next = challenge && device.token.generateTransactionCode ? await device.token.generateTransactionCode(challenge) : await device.token.generateOtp();
      setCode(next);
      setPin('');
      setError(undefined);
    } catch (e) {
      setPin('');
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
        <Button block color="primary" fill="outline" loading={busy} onClick={() => void generate()}>
          {t('token.generate')}
        </Button>
        <OtpInput value={code} onChange={setCode} label={t('token.codeLabel')} error={error} />
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
