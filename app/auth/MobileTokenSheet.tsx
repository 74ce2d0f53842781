// The mobile token sheet: the customer generates a transaction confirmation code with this
// device's token, sees it in the one-time-code input, and confirms (or cancels).
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '../../widgets/otp/OtpInput';
import { useServices } from '../services';

export const MobileTokenSheet = observer(function MobileTokenSheet() {
  const { authPrompt, device } = useServices();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = authPrompt.request !== null;
  useEffect(() => {
    if (open) {
      setCode('');
      setError(undefined);
    }
  }, [open]);
  const generate = async () => {
    try {
      setCode(await device.token.generateOtp());
      setError(undefined);
    } catch {
      setError(t('token.notActivated'));
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
        <h2>{t('token.title')}</h2>
        <p>{t('token.intro')}</p>
        <Button block color="primary" fill="outline" onClick={() => void generate()}>
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
