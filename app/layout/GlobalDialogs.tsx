// App-wide answers to the service client's events (spec section 8): the loading indicator,
// the non-dismissable session time-out dialog, security errors, the password upgrade and the
// bank app's upgrade prompt.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { alertDialog, overlays, overlaysRequested, showDialog } from '../../widgets/overlays';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { signOut } from '../auth/sign-out';

export function GlobalDialogs() {
  const services = useServices();
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    const { client } = services;
    // The toast and dialog load on first use; the loading indicator shows what is true when
    // they arrive, so a call that ended meanwhile leaves no spinner behind.
    let loadingVisible = false;
    const offs = [
      client.on('loading', (visible) => {
        loadingVisible = visible;
        // The end of calls whose start showed nothing (the first screen's early reads, sent
        // before this listener exists) leaves nothing to clear: fetching the kit for it put the
        // toast and dialog code (about 29 kB) on a deep link whenever those reads answered
        // after the page had mounted.
        if (!visible && !overlaysRequested()) return;
        void overlays().then(({ Toast }) => {
          if (loadingVisible) Toast.show({ icon: 'loading', content: '', duration: 0, maskClickable: false });
          else Toast.clear();
        });
      }),
      client.on('sessionTimeout', ({ message }) => {
        // Spec section 8: the device is told first (the bank app goes to its own time-out
        // handling), the flag is stored by the client, then the dialog.
        void services.device.sessionTimedOut().catch(() => undefined);
        void alertDialog({
          title: t('dialog.tip'),
          content: message,
          confirmText: t('dialog.ok'),
          closeOnMaskClick: false,
          onConfirm: async () => {
            await signOut(services, { tellBank: false });
            navigate('/login/index', { replace: true });
          },
        });
      }),
      client.on('securityError', ({ message }) => {
        void alertDialog({ title: t('dialog.tip'), content: message, confirmText: t('dialog.ok') });
      }),
      // Spec section 5: in the bank app, a client older than the bank requires. The bank's
      // message says which version; the page cannot update the app, so it closes for the app
      // to take the customer to its store.
      client.on('appUpgrade', ({ message }) => {
        void alertDialog({
          title: t('dialog.appUpgradeTitle'),
          content: message || t('dialog.appUpgrade'),
          confirmText: t('dialog.appUpgradeClose'),
          closeOnMaskClick: false,
          onConfirm: async () => {
            await services.device.closePage().catch(() => false);
          },
        });
      }),
      // Service-auth (PLZ_BIND_CARD ...): the module to open first, then back here to retry.
      client.on('serviceAuth', (event) => void import('../verification/service-auth').then((m) => m.promptBlockRedirect(event, navigate, t))),
      client.on('passwordUpgrade', ({ message }) => {
        showDialog({
          title: t('dialog.tip'),
          content: message,
          closeOnAction: true,
          actions: [
            { key: 'reset', text: t('dialog.goReset'), bold: true, onClick: () => navigate('/settings/reset-password') },
            { key: 'ok', text: t('dialog.ok') },
          ],
        });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [services, navigate, t]);
  return null;
}
