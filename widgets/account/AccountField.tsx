// From-account choice (RJSF field `account`). Lists the accounts at ui:options.itemsFrom in a
// bottom sheet; choosing one stores {accountId, accountNo, currency, available} and, where the
// bank gives it, dailyRemaining (what is left of today's transfer limit). With no
// eligible account the field says so ("No applicable withdrawal a/c") instead of offering an
// empty picker. An empty field takes the session's default account (spec: defaultAccount, set
// when a journey is opened from an account) when that account is one of the eligible ones.
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { resolveOption, widgetContext } from '../context';
import { textsFor } from '../i18n';
import { describedBy, hasErrors } from '../shared/ids';
import { OptionList } from '../shared/OptionList';
import { PickerTrigger } from '../shared/PickerTrigger';
import { Sheet } from '../shared/Sheet';
import { AccountSummary } from './AccountSummary';
import { toAccounts, toAccountValue, type AccountValue } from './accounts';
import './account.css';

export function AccountField(props: FieldProps<AccountValue>) {
  const { fieldPathId, formData, onChange, onBlur, uiSchema, registry, schema, disabled, readonly, rawErrors } = props;
  const ctx = widgetContext(registry);
  const texts = textsFor(ctx.locale);
  const options = getUiOptions(uiSchema);
  const accounts = toAccounts(resolveOption(ctx, options.itemsFrom));
  const [open, setOpen] = useState(false);
  const id = fieldPathId.$id;
  const title = (typeof uiSchema?.['ui:title'] === 'string' && uiSchema['ui:title']) || schema.title || texts.chooseAccount;

  const chosen = formData?.accountId ? formData : undefined;
  const preset = !chosen && ctx.defaultAccount ? accounts.find((a) => a.accountId === ctx.defaultAccount) : undefined;
  useEffect(() => {
    if (preset) onChange(toAccountValue(preset), fieldPathId.path);
  }, [preset, onChange]);
  // The loaded item gives the product name and type; the stored value alone still shows.
  const chosenItem = chosen ? accounts.find((a) => a.accountId === chosen.accountId) : undefined;

  if (accounts.length === 0 && !chosen) {
    return (
      <div id={id} className="rb-account__empty" role="status">
        {texts.noAccount}
      </div>
    );
  }

  const invalid = hasErrors(rawErrors);
  return (
    <>
      <PickerTrigger
        id={id}
        expanded={open}
        invalid={invalid}
        describedBy={describedBy(id, { error: invalid })}
        disabled={disabled || readonly}
        placeholder={texts.chooseAccount}
        onOpen={() => setOpen(true)}
      >
        {chosen ? (
          <AccountSummary
            locale={ctx.locale}
            productName={chosenItem?.productName}
            accountNo={chosen.accountNo}
            accountType={chosenItem?.accountType}
            currency={chosen.currency}
            available={chosenItem?.available ?? chosen.available}
          />
        ) : null}
      </PickerTrigger>
      <Sheet open={open} title={title} closeLabel={texts.close} onClose={() => setOpen(false)}>
        <OptionList
          label={title}
          empty={texts.noAccount}
          items={accounts.map((account) => ({
            key: account.accountId,
            selected: account.accountId === chosen?.accountId,
            content: (
              <AccountSummary
                locale={ctx.locale}
                productName={account.productName}
                accountNo={account.accountNo}
                accountType={account.accountType}
                currency={account.currency}
                available={account.available}
              />
            ),
            onChoose: () => {
              onChange(toAccountValue(account), fieldPathId.path);
              onBlur(id, account.accountId);
              setOpen(false);
            },
          }))}
        />
      </Sheet>
    </>
  );
}
