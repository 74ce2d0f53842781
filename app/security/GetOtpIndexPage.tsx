// Settings > Mobile Token (spec: settings/get-otp-index): this device's token state from the
// bank (ITSI498023), activate or reactivate it, change its PIN, or go generate a code.
// Entering sets the soft-token setting flag: Back from here (or the code page) goes to My
// settings (spec section 2).
import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { Button, List } from 'antd-mobile';
import { showToast } from '../../widgets/overlays';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { PinInput } from './PinInput';
import { newPinProblem } from './pin-rules';

type Status = 'active' | 'locked' | 'disabled' | 'inactive';

export const GetOtpIndexPage = observer(function GetOtpIndexPage() {
  const { device, client, activationPrompt, session } = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status | null>(null);
  const [changing, setChanging] = useState(false);
  const [pins, setPins] = useState({ old: '', next: '', repeat: '' });
  const [error, setError] = useState<string | undefined>();
  // A status that could not be read says so, with the bank's reason, and can be asked again.
  const [statusError, setStatusError] = useState<string | undefined>();

  const refresh = useCallback(async () => {
    const state = await client.call('ITSI498023', { clientDeviceId: device.deviceId() });
    const bankStatus = state.status ?? (state.activated ? 'active' : 'inactive');
    // The bank no longer knows this device's token: what the device holds is useless, drop it.
    if ((bankStatus === 'inactive' || bankStatus === 'disabled') && device.token.isActivated()) device.token.deactivate();
    setStatus(bankStatus === 'active' && !device.token.isActivated() ? 'inactive' : bankStatus);
  }, [client, device]);

  const load = useCallback(() => {
    setStatusError(undefined);
    refresh().catch((e: unknown) => {
      setStatus(null);
      setStatusError(e instanceof Error ? e.message : '');
    });
  }, [refresh]);

  useEffect(load, [load]);
  useEffect(() => session.setSetting('softTokenSetting', true), [session]);

  const activate = async () => {
    if (await activationPrompt.ask()) {
      showToast({ content: t('token.activated') });
      await refresh();
    }
  };

  const changePin = async () => {
    const problem = newPinProblem(pins.next, pins.repeat);
    if (problem || !/^\d{6}$/.test(pins.old)) {
      setError(t(problem ?? 'security.pinFormat'));
      return;
    }
    try {
      await device.token.changePin!((c, p) => client.callDynamic(c, p), pins.old, pins.next);
      showToast({ content: t('security.pinChanged') });
      setChanging(false);
      setPins({ old: '', next: '', repeat: '' });
      setError(undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('security.codeFailed'));
      await refresh().catch(() => undefined);
    }
  };

  return (
    <div className="otp-page">
      <List header={t('token.title')}>
        <List.Item extra={status ? t(`security.status.${status}`) : '…'}>{t('security.statusLabel')}</List.Item>
      </List>
      {statusError !== undefined && (
        <>
          <p role="alert" className="security-error">
            {[t('security.statusFailed'), statusError].filter(Boolean).join(' ')}
          </p>
          <Button block fill="outline" onClick={load}>
            {t('security.statusRetry')}
          </Button>
        </>
      )}
      {status !== null && status !== 'active' && status !== 'locked' && (
        <Button block color="primary" onClick={() => void activate()}>
          {status === 'disabled' ? t('security.reactivate') : t('token.activate')}
        </Button>
      )}
      {(status === 'active' || status === 'locked') && (
        <>
          <Button block color="primary" onClick={() => navigate('/settings/get-otp-input')}>
            {t('token.generate')}
          </Button>
          <Button block fill="outline" onClick={() => setChanging(!changing)}>
            {t('security.changePin')}
          </Button>
          {changing && (
            <section className="otp-page" aria-label={t('security.changePin')}>
              <PinInput label={t('security.currentPin')} value={pins.old} onChange={(old) => setPins({ ...pins, old })} />
              <PinInput label={t('security.newPin')} value={pins.next} onChange={(next) => setPins({ ...pins, next })} />
              <PinInput label={t('security.repeatPin')} value={pins.repeat} onChange={(repeat) => setPins({ ...pins, repeat })} />
              {error && (
                <p role="alert" className="security-error">
                  {error}
                </p>
              )}
              <Button block color="primary" onClick={() => void changePin()}>
                {t('token.confirm')}
              </Button>
            </section>
          )}
        </>
      )}
    </div>
  );
});

export { GetOtpIndexPage as Component };
