// ITSI404173: before the token makes a code for a large amount, the bank may ask the customer
// to confirm that amount explicitly (flag '1'). Small amounts, requests without an amount and
// calls without a session go straight on.
import { overlays } from '../../widgets/overlays';
import type { TFunction } from 'i18next';
import type { AppServices } from '../services';
import { formatMoney } from '../../domain/format';
import type { Locale } from '../../engine/core';

/** The confirmation's sentence; formatMoney already names the currency ("HKD 1,234.56"). */
export function largeAmountText(t: TFunction, minor: number, currency: string, locale: Locale): string {
  return t('security.largeAmount', { amount: formatMoney(minor, currency, locale) });
}

export async function softAmountConfirmed(services: AppServices, payload: Record<string, unknown> | undefined, t: TFunction): Promise<boolean> {
  const amount = payload?.amount;
  const currency = payload?.currency;
  if (typeof amount !== 'number' || typeof currency !== 'string' || !services.session.isLogon) return true;
  const check = (await services.client.call('ITSI404173', { softCcy: currency, softAmt: amount })) as { flag: string };
  if (check.flag !== '1') return true;
  const { Dialog } = await overlays();
  return Dialog.confirm({
    title: t('security.largeAmountTitle'),
    content: largeAmountText(t, amount, currency, services.locale.current),
    confirmText: t('token.confirm'),
    cancelText: t('token.cancel'),
  });
}
