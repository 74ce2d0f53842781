// Activating the mobile token on this device: the customer sets the token PIN (twice), the
// bank binds the device (ITSI498006) and returns the seed wrapped under its key.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { PinInput } from './PinInput';
import { newPinProblem } from './pin-rules';

export const TokenActivationSheet = observer(function TokenActivationSheet() {
  const { activationPrompt, device, client } = useServices();
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (activationPrompt.open) {
      setPin('');
      setRepeat('');
      setError(undefined);
    }
  }, [activationPrompt.open]);
  const activate = async () => {
    const problem = newPinProblem(pin, repeat);
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    try {
      await device.token.activate((code, payload) => client.call(code, payload), pin);
      activationPrompt.finish(true);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('token.activationFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={activationPrompt.open} onMaskClick={() => activationPrompt.finish(false)} bodyClassName="token-sheet" destroyOnClose>
      <section aria-label={t('security.activateTitle')} className="token-sheet__body">
        <h2>{t('security.activateTitle')}</h2>
        <p>{t('security.activateIntro')}</p>
        <PinInput label={t('security.newPin')} value={pin} onChange={setPin} autoFocus />
        <PinInput label={t('security.repeatPin')} value={repeat} onChange={setRepeat} />
        {error && (
          <p role="alert" className="security-error">
            {error}
          </p>
        )}
        <div className="step-buttons step-buttons--pair">
          <Button block onClick={() => activationPrompt.finish(false)}>
            {t('token.cancel')}
          </Button>
          <Button block color="primary" loading={busy} onClick={() => void activate()}>
            {t('token.activate')}
          </Button>
        </div>
      </section>
    </Popup>
  );
});
