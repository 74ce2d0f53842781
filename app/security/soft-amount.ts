// ITSI404173: before the token makes a code for a large amount, the bank may ask the customer
// to confirm that amount explicitly (flag '1'). The amount and currency are read where the
// request's contract says they are (AuthRequest.money), so every money-moving journey gets the
// check, a QR payment included. Small amounts, requests that move no stated amount and calls
// without a session go straight on.
import { confirmDialog } from '../../widgets/overlays';
import type { TFunction } from 'i18next';
import type { AppServices } from '../services';
import { formatMoney } from '../../domain/format';
import type { AuthRequest, Locale } from '../../engine/core';
import { moneyOfRequest } from '../../domain/transfers/request-money';

/** The confirmation's sentence; formatMoney already names the currency ("HKD 1,234.56"). */
export function largeAmountText(t: TFunction, minor: number, currency: string, locale: Locale): string {
  return t('security.largeAmount', { amount: formatMoney(minor, currency, locale) });
}

export async function softAmountConfirmed(services: AppServices, request: AuthRequest | null, t: TFunction): Promise<boolean> {
  const money = request ? moneyOfRequest(request.money, request.payload) : null;
  if (!money || !services.session.isLogon) return true;
  const { amount, currency } = money;
  const check = await services.client.call('ITSI404173', { softCcy: currency, softAmt: amount });
  if (check.flag !== '1') return true;
  return confirmDialog({
    title: t('security.largeAmountTitle'),
    content: largeAmountText(t, amount, currency, services.locale.current),
    confirmText: t('token.confirm'),
    cancelText: t('token.cancel'),
  });
}
