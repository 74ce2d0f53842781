// Activating the mobile token on this device: the customer sets the token PIN (twice), proves
// it is them beyond the session (SMS code to the registered mobile, then the password), the
// bank binds the device (ITSI498006) and returns the seed wrapped under its key.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Popup } from 'antd-mobile';
import '../../widgets/overlays/motion';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { PinInput } from './PinInput';
import { newPinProblem } from './pin-rules';
import { bindingTransactionId, collectBindingProof } from './binding-proof';
import { BusyButton } from '../../widgets/shared/BusyButton';
import { useInertBackground } from '../../widgets/shared/inert-background';

export const TokenActivationSheet = observer(function TokenActivationSheet() {
  const { activationPrompt, device, client, smsPrompt, passwordPrompt } = useServices();
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // While the SMS sheet and the password box ask for the proof, this sheet steps aside.
  const [proving, setProving] = useState(false);
  const visible = activationPrompt.open && !proving;
  useInertBackground(visible);
  useEffect(() => {
    if (activationPrompt.open) {
      setPin('');
      setRepeat('');
      setError(undefined);
      setProving(false);
    }
  }, [activationPrompt.open]);
  const activate = async () => {
    const problem = newPinProblem(pin, repeat);
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    setProving(true);
    try {
      const proof = await collectBindingProof({ client, smsPrompt, passwordPrompt, newId: bindingTransactionId }, 'ITSI498006');
      setProving(false);
      if (!proof) return; // cancelled: the PIN stays, the customer may try again
      await device.token.activate((code, payload) => client.callDynamic(code, payload), pin, proof);
      activationPrompt.finish(true);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('token.activationFailed'));
    } finally {
      setProving(false);
      setBusy(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={() => activationPrompt.finish(false)} bodyClassName="token-sheet" destroyOnClose>
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
          <BusyButton block color="primary" loading={busy} onClick={() => void activate()}>
            {t('token.activate')}
          </BusyButton>
        </div>
      </section>
    </Popup>
  );
});
