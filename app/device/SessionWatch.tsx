// Warns before the idle time-out and lets the customer stay logged on (ITSI510010 keeps the
// session alive); when the time is up, shows the spec's session time-out dialog. The idle
// time comes from the bank (ITSI510010 answers it), so both sides count the same period.
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { overlays, showDialog } from '../../widgets/overlays';
import { useTranslation } from 'react-i18next';
import { SESSION_TIMEOUT_CODE } from '../../bridge';
import { useServices } from '../services';
import { signOut } from '../auth/sign-out';
import { createIdleWatch, warningLeadMs } from './idle-watch';

function SecondsLeft({ until }: { until: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return <span className="session-warning">{t('device.session.warnBody', { seconds: Math.max(0, Math.ceil((until - now) / 1000)) })}</span>;
}

export const SessionWatch = observer(function SessionWatch() {
  const services = useServices();
  const { session, client } = services;
  const navigate = useNavigate();
  const { t } = useTranslation();
  // Read at the moment they are needed: navigate changes with every route and t with the
  // language, and neither may restart the count (a restart would also re-ask the bank).
  const latest = useRef({ navigate, t });
  latest.current = { navigate, t };

  useEffect(() => {
    if (!session.isLogon) return;
    let watch: ReturnType<typeof createIdleWatch> | undefined;
    let warning: { close: () => void } | undefined;
    let cancelled = false;
    let offActivity = () => {};
    let preload: ReturnType<typeof setTimeout> | undefined;

    client
      .call('ITSI510010', {}, { loading: false })
      .then((data) => {
        if (cancelled) return;
        const idleMs = (data as { idleSeconds: number }).idleSeconds * 1000;
        // The warning dialog's code is fetched well before the warning, but not while the first
        // screen is still being built (a toast and dialog kit with its animation libraries).
        preload = setTimeout(() => void overlays(), Math.max(0, Math.min(idleMs - warningLeadMs(idleMs) - 5_000, 8_000)));
        watch = createIdleWatch({
          idleMs,
          onWarn: (expiresAt) => {
            const { t, navigate } = latest.current;
            warning = showDialog({
              title: t('device.session.warnTitle'),
              content: <SecondsLeft until={expiresAt} />,
              closeOnMaskClick: false,
              closeOnAction: true,
              actions: [
                [
                  { key: 'logout', text: t('device.session.logout'), onClick: () => void signOut(services, { tellBank: true }).then(() => navigate('/login/index', { replace: true })) },
                  // The dialog stays until the bank has answered: the count restarts with its answer
                  // (the activity event), so the customer never sees it closed on a lost session.
                  { key: 'extend', text: t('device.session.extend'), bold: true, onClick: () => client.call('ITSI510010', {}).then(() => undefined, () => undefined) },
                ],
              ],
            });
          },
          onExpire: () => {
            warning?.close();
            // The bank has ended the session by now: the time-out dialog (Tip, then log-on), with
            // the spec's "session expired" message (当前会话已失效，请重新进入), since here the
            // page itself saw the session end; an answer with the time-out code keeps the
            // "Session timed out" message of spec section 8.
            client.events.emit('sessionTimeout', { code: SESSION_TIMEOUT_CODE, message: latest.current.t('device.session.expired') });
          },
        });
        offActivity = client.on('activity', () => {
          warning?.close();
          warning = undefined;
          watch?.touch();
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      clearTimeout(preload);
      offActivity();
      watch?.stop();
      warning?.close();
    };
  }, [session.isLogon, client, services]);

  return null;
});
