// @vitest-environment jsdom
// The one form layer on nested objects and arrays: a group named by its title, a list whose
// entries are added, removed and reordered by keyboard with the focus kept on the entry, the
// engine's errors at each nested field in the customer's language, and the value submitted
// in RJSF's shape.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '../../../engine/core';
import { compiled, renderFormStep } from './form-harness';
import { TEST_FORMS } from './form-schemas';

const [nested, beneficiaries, phones] = TEST_FORMS as [(typeof TEST_FORMS)[0], (typeof TEST_FORMS)[0], (typeof TEST_FORMS)[0]];
const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorsOf = (id: string) => document.getElementById(`${id}__error`)?.textContent ?? '';

describe('the form layer on a nested object', () => {
  it('draws the object as a named group whose fields write into it', async () => {
    const { run } = await renderFormStep(nested.schema, nested.uiSchema);
    const group = screen.getByRole('group', { name: 'Address' });
    expect(within(group).getByRole('textbox', { name: 'Line 1' })).toBe(input('root_address_line1'));
    // The schema's default inside the group is filled in, as RJSF's form does.
    expect(input('root_address_floor').value).toBe('G');
    await userEvent.type(input('root_address_line1'), '1 Queen');
    expect(run.data.input).toEqual({ address: { floor: 'G', line1: '1 Queen' } });
  });

  it.each([
    ['en', 'This field is required', 'Please confirm this item'],
    ['zh-TW', '此欄必須填寫', '請確認此項'],
    ['zh-CN', '此栏必须填写', '请确认此项'],
  ] as [Locale, string, string][])('shows the errors of nested fields at each field, in %s', async (locale, required) => {
    const { run } = await renderFormStep(nested.schema, nested.uiSchema, locale);
    await userEvent.type(input('root_address_line1'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: { en: 'Next', 'zh-TW': '下一步', 'zh-CN': '下一步' }[locale] }));
    expect(run.stepId).toBe('input');
    expect(Object.keys(run.fieldErrors).sort()).toEqual(['address.district', 'address.line1', 'agree']);
    expect(errorsOf('root_address_district')).toBe(required);
    expect(errorsOf('root_address_line1')).toBe({ en: 'The entry is too short', 'zh-TW': '輸入太短', 'zh-CN': '输入太短' }[locale]);
    expect(input('root_address_line1').getAttribute('aria-invalid')).toBe('true');
    // Typing on follows the edits: the message under the field goes once it is right.
    await userEvent.type(input('root_address_line1'), 'c');
    expect(errorsOf('root_address_line1')).toBe('');
  });
});

describe('the form layer on an array', () => {
  it('adds, reorders and removes entries by keyboard, keeping the focus on the entry', async () => {
    const { run } = await renderFormStep(beneficiaries.schema, beneficiaries.uiSchema);
    const user = userEvent.setup();
    // The list's code loads with the first form that has a list.
    const list = await screen.findByRole('group', { name: 'Beneficiaries' });
    // minItems 1: one entry to start with, which cannot be removed.
    expect(within(list).getAllByRole('group', { name: /^Beneficiaries \d$/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove Beneficiaries 1' })).toBeDisabled();
    await user.type(input('root_beneficiaries_0_name'), 'Chan Tai Man');

    screen.getByRole('button', { name: 'Add to Beneficiaries' }).focus();
    await user.keyboard('{Enter}');
    // The new entry's first field has the focus.
    expect(document.activeElement).toBe(input('root_beneficiaries_1_name'));
    await user.keyboard('Lee Siu Ming');
    expect(run.data.input).toEqual({ beneficiaries: [{ name: 'Chan Tai Man' }, { name: 'Lee Siu Ming' }] });

    // Move the second entry up with the keyboard: it is first now, and the focus went with it.
    screen.getByRole('button', { name: 'Move up Beneficiaries 2' }).focus();
    await user.keyboard(' ');
    expect(run.data.input).toEqual({ beneficiaries: [{ name: 'Lee Siu Ming' }, { name: 'Chan Tai Man' }] });
    expect(input('root_beneficiaries_0_name').value).toBe('Lee Siu Ming');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down Beneficiaries 1' }));
    await user.keyboard('{Enter}');
    expect(run.data.input).toEqual({ beneficiaries: [{ name: 'Chan Tai Man' }, { name: 'Lee Siu Ming' }] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up Beneficiaries 2' }));

    // maxItems 3: the third entry is the last one that can be added.
    await user.click(screen.getByRole('button', { name: 'Add to Beneficiaries' }));
    expect(screen.getByRole('button', { name: 'Add to Beneficiaries' })).toBeDisabled();
    screen.getByRole('button', { name: 'Remove Beneficiaries 1' }).focus();
    await user.keyboard('{Enter}');
    expect(run.data.input).toEqual({ beneficiaries: [{ name: 'Lee Siu Ming' }, {}] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Beneficiaries 1' }));
    expect(screen.getByRole('button', { name: 'Add to Beneficiaries' })).toBeEnabled();
  });

  it('names its buttons in the customer\u2019s language', async () => {
    await renderFormStep(beneficiaries.schema, beneficiaries.uiSchema, 'zh-TW');
    expect(await screen.findByRole('button', { name: '新增Beneficiaries' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刪除Beneficiaries（第 1 項）' })).toHaveTextContent('刪除');
    expect(screen.getByRole('button', { name: '上移Beneficiaries（第 1 項）' })).toHaveTextContent('上移');
  });

  it('shows errors at the entry\u2019s fields and submits the list as RJSF would', async () => {
    const { run } = await renderFormStep(beneficiaries.schema, beneficiaries.uiSchema, 'zh-CN');
    await userEvent.click(await screen.findByRole('button', { name: '新增Beneficiaries' }));
    await userEvent.type(input('root_beneficiaries_0_name'), 'Chan');
    await userEvent.type(input('root_beneficiaries_0_share'), '60');
    await userEvent.type(input('root_beneficiaries_1_share'), 'x');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(run.fieldErrors).toEqual({ 'beneficiaries.1.name': ['此栏必须填写'], 'beneficiaries.1.share': ['格式不正确，请重新输入'] });
    expect(errorsOf('root_beneficiaries_1_name')).toBe('此栏必须填写');
    expect(errorsOf('root_beneficiaries_1_share')).toBe('格式不正确，请重新输入');
    expect(errorsOf('root_beneficiaries_0_name')).toBe('');

    await userEvent.type(input('root_beneficiaries_1_name'), 'Lee');
    await userEvent.clear(input('root_beneficiaries_1_share'));
    await userEvent.type(input('root_beneficiaries_1_share'), '40');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    const submitted = { beneficiaries: [{ name: 'Chan', share: '60' }, { name: 'Lee', share: '40' }] };
    expect(run.stepId).toBe('done');
    expect(JSON.parse(JSON.stringify(run.data.input))).toEqual(submitted);
    expect(compiled(beneficiaries.schema)(run.data.input)).toBe(true);
  });

  it('draws a list of plain values inside a group, each entry a named field', async () => {
    const { run } = await renderFormStep(phones.schema, phones.uiSchema);
    // An optional list starts empty and is left out of the data, as in RJSF 6.
    expect(run.data.input).toEqual({});
    const group = screen.getByRole('group', { name: 'Contact' });
    await userEvent.click(await within(group).findByRole('button', { name: 'Add to Phones' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phones 1' }), '9123');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(errorsOf('root_contact_phones_0')).toBe('Please enter the correct format');
    await act(async () => {
      await userEvent.type(screen.getByRole('textbox', { name: 'Phones 1' }), '4567');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(run.data.input).toEqual({ contact: { phones: ['91234567'] } });
  });
});
