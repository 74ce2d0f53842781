// The SMS one-time password sheet: the masked mobile number and the transaction id the code
// was sent for, the 6-digit input, and "resend" once 100 seconds have passed.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Popup } from 'antd-mobile';
import '../../widgets/overlays/motion';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '../../widgets/otp/OtpInput';
import { useServices } from '../services';
import { useInertBackground } from '../../widgets/shared/inert-background';

function secondsUntil(iso: string | undefined): number {
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0;
}

export const SmsOtpSheet = observer(function SmsOtpSheet() {
  const { smsPrompt } = useServices();
  const { t } = useTranslation();
  const challenge = smsPrompt.challenge;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [wait, setWait] = useState(0);
  const open = challenge !== null;
  useInertBackground(open);

  useEffect(() => {
    if (!challenge) return;
    setCode('');
    setError(undefined);
    setWait(secondsUntil(challenge.resendAt));
    const timer = setInterval(() => setWait(secondsUntil(challenge.resendAt)), 1000);
    return () => clearInterval(timer);
  }, [challenge]);

  const confirm = () => {
    if (!challenge) return;
    if (!/^\d{6}$/.test(code)) {
      setError(t('sms.codeRequired'));
      return;
    }
    smsPrompt.finish({ challengeId: challenge.challengeId, otp: code });
  };
  const resend = async () => {
    if (!challenge) return;
    try {
      smsPrompt.replace(await challenge.resend());
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <Popup visible={open} onMaskClick={() => smsPrompt.finish(null)} bodyClassName="token-sheet" destroyOnClose>
      {challenge && (
        <section aria-label={t('sms.title')} className="token-sheet__body" data-testid="sms-otp-sheet">
          <h2>{t('sms.title')}</h2>
          {challenge.reason && <p data-testid="sms-reason">{t(challenge.reason)}</p>}
          <p>{t('sms.sentTo', { mobile: challenge.maskedMobile })}</p>
          <p>
            {t('sms.transactionId')}: <span data-testid="sms-transaction-id">{challenge.transactionId}</span>
          </p>
          <OtpInput value={code} onChange={setCode} label={t('sms.codeLabel')} error={error} />
          <Button block fill="none" disabled={wait > 0} onClick={() => void resend()}>
            {wait > 0 ? t('sms.resendIn', { seconds: wait }) : t('sms.resend')}
          </Button>
          <div className="step-buttons step-buttons--pair">
            <Button block onClick={() => smsPrompt.finish(null)}>
              {t('sms.cancel')}
            </Button>
            <Button block color="primary" onClick={confirm}>
              {t('sms.confirm')}
            </Button>
          </div>
        </section>
      )}
    </Popup>
  );
});
