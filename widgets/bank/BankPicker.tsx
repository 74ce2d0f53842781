// Bank picker shared by the `bank` widget and the payee field: a trigger row showing the
// chosen bank and a searchable sheet of banks. The bank's own code is listed first and tagged
// "Same-bank transfer" so the customer knows which kind of transfer they are making.
import { Input } from 'antd-mobile';
import { useState } from 'react';
import type { WidgetLocale } from '../context';
import { textsFor } from '../i18n';
import { OptionList } from '../shared/OptionList';
import { PickerTrigger } from '../shared/PickerTrigger';
import { Sheet } from '../shared/Sheet';
import { bankLabel, filterBanks, sortBanks, type Bank } from './banks';
import './bank.css';

export interface BankPickerProps {
  id: string;
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  banks: readonly Bank[];
  ownBankCode?: string | undefined;
  locale: WidgetLocale;
  /** Sheet title; usually the field label. */
  title?: string | undefined;
  placeholder?: string | undefined;
  labelledBy?: string | undefined;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean | undefined;
}

function BankName({ bank, locale, own }: { bank: Bank; locale: WidgetLocale; own: boolean }) {
  return (
    <>
      {bankLabel(bank, locale)}
      {own ? <span className="rb-tag">{textsFor(locale).sameBank}</span> : null}
    </>
  );
}

export function BankPicker(props: BankPickerProps) {
  const { id, value, onChange, banks, ownBankCode, locale } = props;
  const texts = textsFor(locale);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const title = props.title || texts.chooseBank;
  const chosen = value ? (banks.find((b) => b.code === value) ?? { code: value, name: '' }) : undefined;
  const shown = filterBanks(sortBanks(banks, ownBankCode), query);

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  return (
    <>
      <PickerTrigger
        id={id}
        labelledBy={props.labelledBy}
        describedBy={props.describedBy}
        invalid={props.invalid}
        disabled={props.disabled}
        expanded={open}
        placeholder={props.placeholder || texts.chooseBank}
        onOpen={() => setOpen(true)}
      >
        {chosen ? <BankName bank={chosen} locale={locale} own={chosen.code === ownBankCode} /> : null}
      </PickerTrigger>
      <Sheet open={open} title={title} closeLabel={texts.close} onClose={close}>
        <div className="rb-bank__search">
          <Input
            aria-label={texts.searchBank}
            placeholder={texts.searchBank}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            clearable
            value={query}
            onChange={setQuery}
          />
        </div>
        <OptionList
          label={title}
          empty={texts.noBankFound}
          items={shown.map((bank) => ({
            key: bank.code,
            selected: bank.code === value,
            content: <BankName bank={bank} locale={locale} own={bank.code === ownBankCode} />,
            onChoose: () => {
              onChange(bank.code);
              close();
            },
          }))}
        />
      </Sheet>
    </>
  );
}
