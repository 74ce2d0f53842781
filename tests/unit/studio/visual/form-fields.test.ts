// The mapping between the field panels and a form step's JSON.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addField, fieldsOf, moveField, removeField, setFieldText, setOptionLabel, setRule, setRuleMessage, useSharedText } from '../../../../app/sandbox/studio/visual/form-fields';

const flow = JSON.parse(fs.readFileSync('flows/qr/qrcode-collection.json', 'utf8'));
const input = flow.steps.input as Record<string, unknown>;

describe('a form step as fields', () => {
  it('reads each field in ui:order with its widget, texts, rules and messages', () => {
    const [account, amount] = fieldsOf(input);
    // The account property is written as a shared fragment: its widget is the fragment's, not read here.
    expect(account).toMatchObject({ name: 'account', widget: undefined, required: true, label: { $text: 'collectingAccount' } });
    expect(amount).toMatchObject({ name: 'amount', widget: 'amount', required: false, minimum: 1, maximum: 99999999999, keywords: { maximum: 'maximum' } });
    expect(amount!.placeholder).toMatchObject({ en: 'Optional: leave empty to let the payer enter it' });
    expect(Object.keys(amount!.messages).sort()).toEqual(['maximum', 'minimum', 'type']);
  });

  it('adds a field at the end with its schema, widget, order and an empty three-language label', () => {
    const s = addField(input, 'note', 'text');
    expect(input).toBe(flow.steps.input);
    expect((s.schema as any).properties.note).toEqual({ type: 'string' });
    expect((s.ui as any)['ui:order']).toEqual(['account', 'amount', 'note']);
    // A line of text is what the schema chooses anyway: no widget is written (the linter refuses one).
    expect((s.ui as any).note).toBeUndefined();
    expect(addField(input, 'remark', 'textarea').ui).toMatchObject({ remark: { 'ui:widget': 'textarea' } });
    expect((s.fields as any).note).toEqual({ label: { 'zh-TW': '', 'zh-CN': '', en: '' } });
    expect((addField(input, 'n', 'amount').schema as any).properties.n).toEqual({ type: 'integer', minimum: 1 });
  });

  it('sets a text field\'s maximum as maxLength with its message in each language', () => {
    let s = addField(input, 'note', 'text');
    s = setFieldText(s, 'note', 'label', 'en', 'Note');
    s = setRule(s, 'note', 'maximum', 20);
    s = setRuleMessage(s, 'note', 'maxLength', 'en', 'At most 20 characters');
    s = setRuleMessage(s, 'note', 'maxLength', 'zh-TW', '最多 20 個字');
    expect((s.schema as any).properties.note).toEqual({ type: 'string', maxLength: 20 });
    expect((s.fields as any).note.label).toEqual({ 'zh-TW': '', 'zh-CN': '', en: 'Note' });
    expect((s.messages as any)['note.maxLength']).toEqual({ 'zh-TW': '最多 20 個字', 'zh-CN': '', en: 'At most 20 characters' });
    const view = fieldsOf(s).find((f) => f.name === 'note')!;
    expect(view).toMatchObject({ maximum: 20, messages: { maxLength: { en: 'At most 20 characters' } } });
  });

  it('takes a rule away with its message, and required in and out of schema.required', () => {
    let s = setRule(input, 'amount', 'maximum', undefined);
    expect((s.schema as any).properties.amount.maximum).toBeUndefined();
    expect((s.messages as any)['amount.maximum']).toBeUndefined();
    s = setRule(s, 'amount', 'required', true);
    expect((s.schema as any).required).toEqual(['account', 'amount']);
    s = setRule(s, 'account', 'required', false);
    expect((s.schema as any).required).toEqual(['amount']);
    expect((setRule(s, 'amount', 'pattern', '^[0-9]+$').schema as any).properties.amount.pattern).toBe('^[0-9]+$');
  });

  it('moves a field by rewriting ui:order, and removes one from all four places', () => {
    expect((moveField(input, 'amount', 0).ui as any)['ui:order']).toEqual(['amount', 'account']);
    const s = removeField(input, 'amount');
    expect(fieldsOf(s).map((f) => f.name)).toEqual(['account']);
    expect(Object.keys(s.messages as object)).toEqual(['account.required']);
    expect((s.ui as any)['ui:order']).toEqual(['account']);
  });

  it('a shared text is used by reference; editing one language of it makes the field\'s own', () => {
    const s = useSharedText(input, 'amount', 'help', 'collectAmount');
    expect((s.fields as any).amount.help).toEqual({ $text: 'collectAmount' });
    expect((setFieldText(s, 'amount', 'help', 'en', 'Help').fields as any).amount.help).toEqual({ 'zh-TW': '', 'zh-CN': '', en: 'Help' });
  });

  it('select options: values in enum, labels in ui:options.labels', () => {
    let s = addField(input, 'kind', 'select');
    s = setRule(s, 'kind', 'options', ['A', 'B']);
    s = setOptionLabel(s, 'kind', 'A', 'en', 'Type A');
    expect((s.schema as any).properties.kind.enum).toEqual(['A', 'B']);
    expect((s.ui as any).kind['ui:options'].labels.A).toEqual({ 'zh-TW': '', 'zh-CN': '', en: 'Type A' });
  });
});
