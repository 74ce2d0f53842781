// Merchant choice (RJSF field `merchant`): search by name or keyword plus a category
// selector in a bottom sheet, then the merchant's bill type. Generic over any directory
// loaded by the flow: ui:options.merchantsFrom (MerchantItem[]) and categoriesFrom
// (MerchantCategory[]) are run-context paths. Stores a MerchantValue (merchants.ts); the
// chosen bill type's bill-number description is shown under the field.
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { resolveOption, widgetContext } from '../context';
import { describedBy, hasErrors } from '../shared/ids';
import { ChoiceChips } from '../shared/ChoiceChips';
import { OptionList } from '../shared/OptionList';
import { PickerTrigger } from '../shared/PickerTrigger';
import { Sheet } from '../shared/Sheet';
import { localName, merchantValue, searchMerchants, toCategories, toMerchants, type MerchantValue } from './merchants';
import { merchantTexts } from './texts';
import './merchant.css';

export function MerchantField(props: FieldProps<MerchantValue>) {
  const { fieldPathId, formData, onChange, onBlur, uiSchema, registry, schema, disabled, readonly, rawErrors } = props;
  const ctx = widgetContext(registry);
  const texts = merchantTexts(ctx.locale);
  const options = getUiOptions(uiSchema);
  const merchants = toMerchants(resolveOption(ctx, options.merchantsFrom));
  const categories = toCategories(resolveOption(ctx, options.categoriesFrom));
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const found = useMemo(() => searchMerchants(merchants, text, category), [merchants, text, category]);
  const id = fieldPathId.$id;
  const title = (typeof uiSchema?.['ui:title'] === 'string' && uiSchema['ui:title']) || schema.title || texts.choose;
  const chosen = formData?.merchantId ? merchants.find((m) => m.merchantId === formData.merchantId) : undefined;
  const invalid = hasErrors(rawErrors);
  const searchId = `${id}__search`;
  const categoryId = `${id}__category`;

  return (
    <>
      <PickerTrigger
        id={id}
        expanded={open}
        invalid={invalid}
        describedBy={describedBy(id, { error: invalid })}
        disabled={disabled || readonly}
        placeholder={texts.choose}
        onOpen={() => setOpen(true)}
      >
        {formData?.merchantId ? <span className="rb-merchant__name">{localName(formData.name, ctx.locale)}</span> : null}
      </PickerTrigger>
      {chosen && chosen.billTypes.length > 1 ? (
        <div className="rb-merchant__types">
          <span className="rb-merchant__label" id={`${id}__types`}>
            {texts.billType}
          </span>
          <ChoiceChips
            name={`${id}__type`}
            labelledBy={`${id}__types`}
            chips={chosen.billTypes.map((t) => ({ value: t.code, label: localName(t.name, ctx.locale) }))}
            value={formData?.billType}
            disabled={disabled || readonly}
            onChoose={(code) => {
              const type = chosen.billTypes.find((t) => t.code === code);
              if (type) onChange(merchantValue(chosen, type), fieldPathId.path);
            }}
          />
        </div>
      ) : null}
      {formData?.billNoHint ? (
        <p className="rb-merchant__hint">
          {texts.billNoHint}
          {localName(formData.billNoHint, ctx.locale)}
        </p>
      ) : null}
      <Sheet open={open} title={title} closeLabel={texts.close} onClose={() => setOpen(false)}>
        <div className="rb-merchant__filters">
          <input
            id={searchId}
            className="rb-merchant__search"
            type="search"
            aria-label={texts.search}
            placeholder={texts.search}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <select id={categoryId} className="rb-merchant__category" aria-label={texts.category} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">{texts.allCategories}</option>
            {categories.map((c) => (
              <option key={c.code} value={c.code}>
                {localName(c.name, ctx.locale)}
              </option>
            ))}
          </select>
        </div>
        <OptionList
          label={title}
          // Typed text that matches nothing is a name search; a category alone is a browse.
          empty={text.trim() ? texts.noNameResult : texts.noSearchResult}
          items={found.map((m) => ({
            key: m.merchantId,
            selected: m.merchantId === formData?.merchantId,
            content: <span className="rb-merchant__name">{localName(m.name, ctx.locale)}</span>,
            onChoose: () => {
              onChange(merchantValue(m), fieldPathId.path);
              onBlur(id, m.merchantId);
              setOpen(false);
            },
          }))}
        />
      </Sheet>
    </>
  );
}
