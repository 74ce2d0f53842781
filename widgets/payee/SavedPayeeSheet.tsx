// Sheet listing the customer's saved payees; choosing one fills name, bank and account.
import type { WidgetLocale } from '../context';
import { textsFor } from '../i18n';
import { bankLabel, type Bank } from '../bank/banks';
import { OptionList } from '../shared/OptionList';
import { Sheet } from '../shared/Sheet';
import type { SavedPayee } from './payees';

export interface SavedPayeeSheetProps {
  open: boolean;
  onClose: () => void;
  payees: readonly SavedPayee[];
  banks: readonly Bank[];
  locale: WidgetLocale;
  selectedAccountNo?: string | undefined;
  onChoose: (payee: SavedPayee) => void;
}

export function SavedPayeeSheet({ open, onClose, payees, banks, locale, selectedAccountNo, onChoose }: SavedPayeeSheetProps) {
  const texts = textsFor(locale);
  const bankOf = (code: string) => {
    const bank = banks.find((b) => b.code === code);
    return bank ? bankLabel(bank, locale) : code;
  };
  return (
    <Sheet open={open} title={texts.choosePayee} closeLabel={texts.close} onClose={onClose}>
      <OptionList
        label={texts.choosePayee}
        items={payees.map((payee) => ({
          key: payee.payeeId,
          selected: payee.accountNo === selectedAccountNo,
          content: (
            <>
              <span className="rb-payee__name">
                {payee.name}
                {payee.nickname ? <span className="rb-payee__nickname"> ({payee.nickname})</span> : null}
              </span>
              <span className="rb-secondary">{bankOf(payee.bankCode)}</span>
              <span className="rb-secondary">{payee.accountNo}</span>
            </>
          ),
          onChoose: () => {
            onChoose(payee);
            onClose();
          },
        }))}
      />
    </Sheet>
  );
}
