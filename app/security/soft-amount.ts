// ITSI404173: before the token makes a code for a large amount, the bank may ask the customer
// to confirm that amount explicitly (flag '1'). Small amounts, requests without an amount and
// calls without a session go straight on.
import { overlays } from '../../widgets/overlays';
import type { TFunction } from 'i18next';
import type { AppServices } from '../services';
import { formatMoney } from '../../engine/core/format';

export async function softAmountConfirmed(services: AppServices, payload: Record<string, unknown> | undefined, t: TFunction): Promise<boolean> {
  const amount = payload?.amount;
  const currency = payload?.currency;
  if (typeof amount !== 'number' || typeof currency !== 'string' || !services.session.isLogon) return true;
  const check = (await services.client.call('ITSI404173', { softCcy: currency, softAmt: amount })) as { flag: string };
  if (check.flag !== '1') return true;
  const { Dialog } = await overlays();
  return Dialog.confirm({
    title: t('security.largeAmountTitle'),
    content: t('security.largeAmount', { amount: `${currency} ${formatMoney(amount, currency, services.locale.current)}` }),
    confirmText: t('token.confirm'),
    cancelText: t('token.cancel'),
  });
}
