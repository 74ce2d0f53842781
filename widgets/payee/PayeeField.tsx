// Payee (RJSF field `payee`): {name, bankCode, accountNo}. The customer either picks a saved
// payee (ui:options.payeesFrom), which fills all three, or types them: name, bank (picker over
// ui:options.banksFrom, own bank from ownBankFrom shown first) and account number (separators
// dropped; a letter stays, for the field's rule to refuse). RJSF hands nested errors to the field in errorSchema; each appears under its input.
import { getUiOptions, type FieldProps, type UiSchema } from '@rjsf/utils';
import { Input, type InputRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import { accountNumberTyped } from '../../domain/format/digits';
import { resolveOption, widgetContext } from '../context';
import { textsFor } from '../i18n';
import { BankPicker } from '../bank/BankPicker';
import { toBanks } from '../bank/banks';
import { FieldRow } from '../shared/FieldRow';
import { describedBy, hasErrors, labelId } from '../shared/ids';
import { useNativeAria } from '../shared/useNativeAria';
import { toSavedPayees, withPart, type PayeeValue } from './payees';
import { SavedPayeeSheet } from './SavedPayeeSheet';
import './payee.css';

type Part = keyof PayeeValue;

function partUi(uiSchema: UiSchema | undefined, part: Part): UiSchema {
  const ui = uiSchema?.[part];
  return ui && typeof ui === 'object' ? (ui as UiSchema) : {};
}

function uiText(ui: UiSchema, key: 'ui:title' | 'ui:placeholder' | 'ui:help'): string | undefined {
  const text = ui[key];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** antd-mobile Input with the aria wiring its native element needs. */
function PartInput(props: {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  placeholder?: string | undefined;
  invalid: boolean;
  help: boolean;
  disabled?: boolean | undefined;
  numeric?: boolean;
  maxLength: number;
}) {
  const ref = useRef<InputRef>(null);
  useNativeAria(() => ref.current?.nativeElement, {
    'aria-invalid': props.invalid ? 'true' : undefined,
    'aria-describedby': describedBy(props.id, { error: props.invalid, help: props.help }),
  });
  return (
    <Input
      ref={ref}
      id={props.id}
      name={props.id}
      value={props.value ?? ''}
      placeholder={props.placeholder}
      disabled={props.disabled}
      maxLength={props.maxLength}
      inputMode={props.numeric ? 'numeric' : undefined}
      autoComplete="off"
      onChange={props.onChange}
      onBlur={props.onBlur}
    />
  );
}

export function PayeeField(props: FieldProps<PayeeValue>) {
  const { fieldPathId, formData, onChange, onBlur, uiSchema, registry, schema, errorSchema, disabled, readonly } = props;
  const ctx = widgetContext(registry);
  const texts = textsFor(ctx.locale);
  const options = getUiOptions(uiSchema);
  const payees = toSavedPayees(resolveOption(ctx, options.payeesFrom));
  const banks = toBanks(resolveOption(ctx, options.banksFrom));
  const ownBank = resolveOption(ctx, options.ownBankFrom);
  const [choosing, setChoosing] = useState(false);
  const rootId = fieldPathId.$id;
  const locked = disabled || readonly;

  const part = (key: Part, fallbackLabel: string) => {
    const ui = partUi(uiSchema as UiSchema | undefined, key);
    const property = schema.properties?.[key];
    const schemaTitle = property && typeof property === 'object' && typeof property.title === 'string' ? property.title : undefined;
    const errors = errorSchema?.[key]?.__errors;
    return {
      // RJSF 6 names a part as its own field's id would be: the parent's id, '_', the key.
      id: `${rootId}_${key}`,
      label: uiText(ui, 'ui:title') ?? schemaTitle ?? fallbackLabel,
      placeholder: uiText(ui, 'ui:placeholder'),
      help: uiText(ui, 'ui:help'),
      errors,
      invalid: hasErrors(errors),
    };
  };
  const name = part('name', texts.payeeName);
  const bank = part('bankCode', texts.payeeBank);
  const account = part('accountNo', texts.payeeAccountNo);
  const set = (key: Part, value: string | undefined) => onChange(withPart(formData, key, value), fieldPathId.path);

  return (
    <div className="rb-payee" role="group" aria-labelledby={labelId(rootId)} id={rootId}>
      {payees.length > 0 && !locked ? (
        <button type="button" className="rb-link rb-payee__saved" aria-haspopup="dialog" onClick={() => setChoosing(true)}>
          {texts.choosePayee}
        </button>
      ) : null}
      <FieldRow id={name.id} label={name.label} help={name.help} errors={name.errors} className="rb-payee__part">
        <PartInput
          id={name.id}
          value={formData?.name}
          onChange={(v) => set('name', v)}
          onBlur={() => onBlur(name.id, formData?.name)}
          placeholder={name.placeholder}
          invalid={name.invalid}
          help={!!name.help}
          disabled={locked}
          maxLength={140}
        />
      </FieldRow>
      <FieldRow id={bank.id} label={bank.label} help={bank.help} errors={bank.errors} className="rb-payee__part">
        <BankPicker
          id={bank.id}
          value={formData?.bankCode}
          onChange={(code) => {
            set('bankCode', code);
            onBlur(bank.id, code);
          }}
          banks={banks}
          ownBankCode={typeof ownBank === 'string' ? ownBank : undefined}
          locale={ctx.locale}
          title={bank.label}
          placeholder={bank.placeholder}
          invalid={bank.invalid}
          describedBy={describedBy(bank.id, { error: bank.invalid, help: !!bank.help })}
          disabled={locked}
        />
      </FieldRow>
      <FieldRow id={account.id} label={account.label} help={account.help} errors={account.errors} className="rb-payee__part">
        <PartInput
          id={account.id}
          value={formData?.accountNo}
          onChange={(v) => set('accountNo', accountNumberTyped(v))}
          onBlur={() => onBlur(account.id, formData?.accountNo)}
          placeholder={account.placeholder}
          invalid={account.invalid}
          help={!!account.help}
          disabled={locked}
          numeric
          maxLength={17}
        />
      </FieldRow>
      <SavedPayeeSheet
        open={choosing}
        onClose={() => setChoosing(false)}
        payees={payees}
        banks={banks}
        locale={ctx.locale}
        selectedAccountNo={formData?.accountNo}
        onChoose={(payee) => onChange({ name: payee.name, bankCode: payee.bankCode, accountNo: payee.accountNo }, fieldPathId.path)}
      />
    </div>
  );
}
