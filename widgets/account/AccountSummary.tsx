// Product name, grouped account number and available balance of one account: the same block
// in the picker rows and in the field once an account is chosen.
import { formatAccountNo } from '../../domain/format/account';
import { formatMoney } from '../../domain/format/money';
import { localText, type WidgetLocale } from '../context';
import { textsFor } from '../i18n';
import './account.css';

export interface AccountSummaryProps {
  locale: WidgetLocale;
  productName?: unknown;
  accountNo?: string | undefined;
  accountType?: string | undefined;
  currency?: string | undefined;
  available?: number | undefined;
}

export function AccountSummary({ locale, productName, accountNo, accountType, currency, available }: AccountSummaryProps) {
  const name = localText(productName, locale);
  return (
    <span className="rb-account">
      {name ? <span className="rb-account__name">{name}</span> : null}
      <span className="rb-account__no">{formatAccountNo(accountNo, accountType)}</span>
      {typeof available === 'number' ? (
        <span className="rb-account__available">
          {textsFor(locale).availableBalance} {formatMoney(available, currency, locale)}
        </span>
      ) : null}
    </span>
  );
}
