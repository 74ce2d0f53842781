// The password box: the customer confirms with the online-banking password. The bank checks it
// (and counts wrong ones with the log-on's); a wrong one comes back as the spec's message.
import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Input, Popup } from 'antd-mobile';
import '../../widgets/overlays/motion';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { textNamespace } from '../../engine/core/text-namespace';
import zhTW from '../../locales/password-box/zh-TW.json';
import zhCN from '../../locales/password-box/zh-CN.json';
import en from '../../locales/password-box/en.json';
import { useInertBackground } from '../../widgets/shared/inert-background';

/** The transaction (float) password box of a multiple verify (texts of this sheet only). */
const FLOAT = /* @__PURE__ */ textNamespace('password-box', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

export const PasswordBoxSheet = observer(function PasswordBoxSheet() {
  const { passwordPrompt, locale } = useServices();
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = passwordPrompt.request !== null;
  useInertBackground(open);
  // The transaction (float) password of a multiple verify: six digits, its own heading.
  const float = passwordPrompt.purpose === 'float' ? FLOAT.table(locale.current) : null;
  useEffect(() => {
    if (open) {
      setPassword('');
      setError(undefined);
    }
  }, [open]);
  const confirm = () => {
    if (float ? !/^[0-9]{6}$/.test(password) : !password) {
      setError(float ? float.required : t('security.passwordRequired'));
      return;
    }
    passwordPrompt.finish(password);
  };
  return (
    <Popup visible={open} onMaskClick={() => passwordPrompt.finish(null)} bodyClassName="token-sheet" destroyOnClose>
      <section aria-label={float ? float.title : t('security.passwordTitle')} className="token-sheet__body password-box">
        <h2>{float ? float.title : t('security.passwordTitle')}</h2>
        <p>{float ? float.intro : t('security.passwordIntro')}</p>
        <label htmlFor={id}>{float ? float.title : t('security.passwordLabel')}</label>
        <Input
          id={id}
          type="password"
          autoComplete={float ? 'off' : 'current-password'}
          inputMode={float ? 'numeric' : undefined}
          maxLength={float ? 6 : undefined}
          value={password}
          onChange={setPassword}
          onEnterPress={confirm}
          autoFocus
        />
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
