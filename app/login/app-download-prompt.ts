// In a plain browser (spec section 1: "login leads to a prompt to download the bank app"), the
// customer is offered the bank app right after logging on, once per log-on. The web bank goes
// on working when the customer declines. The store link comes from the deployment's
// /static/config.json (`appDownloadUrl`, https only); without one, the prompt names the stores.
import { showDialog } from '../../widgets/overlays';
import type { TFunction } from 'i18next';
import { appDownloadUrl } from './app-download-url';

export function promptAppDownload(config: Record<string, unknown>, t: TFunction): void {
  const url = appDownloadUrl(config);
  showDialog({
    title: t('login.appPrompt.title'),
    content: t(url ? 'login.appPrompt.body' : 'login.appPrompt.bodyStores'),
    closeOnAction: true,
    actions: [
      ...(url ? [{ key: 'download', text: t('login.appPrompt.download'), bold: true, onClick: () => void window.open(url, '_blank', 'noopener,noreferrer') }] : []),
      { key: 'later', text: t('login.appPrompt.later') },
    ],
  });
}
