// The password box: the customer confirms with the online-banking password. The bank checks it
// (and counts wrong ones with the log-on's); a wrong one comes back as the spec's message.
import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Input, Popup } from 'antd-mobile';
import '../../widgets/overlays/motion';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';

export const PasswordBoxSheet = observer(function PasswordBoxSheet() {
  const { passwordPrompt } = useServices();
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = passwordPrompt.request !== null;
  useEffect(() => {
    if (open) {
      setPassword('');
      setError(undefined);
    }
  }, [open]);
  const confirm = () => {
    if (!password) {
      setError(t('security.passwordRequired'));
      return;
    }
    passwordPrompt.finish(password);
  };
  return (
    <Popup visible={open} onMaskClick={() => passwordPrompt.finish(null)} bodyClassName="token-sheet" destroyOnClose>
      <section aria-label={t('security.passwordTitle')} className="token-sheet__body password-box">
        <h2>{t('security.passwordTitle')}</h2>
        <p>{t('security.passwordIntro')}</p>
        <label htmlFor={id}>{t('security.passwordLabel')}</label>
        <Input id={id} type="password" autoComplete="current-password" value={password} onChange={setPassword} onEnterPress={confirm} autoFocus />
        {error && (
          <p role="alert" className="security-error">
            {error}
          </p>
        )}
        <div className="step-buttons step-buttons--pair">
          <Button block onClick={() => passwordPrompt.finish(null)}>
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
