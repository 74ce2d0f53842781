// Nested and array form schemas no journey has yet, for the form layer's tests: a group of
// fields, a list of groups with bounds, a list of plain values, a group inside a list item.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

export interface TestForm {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

const beneficiary: RJSFSchema = {
  type: 'object',
  required: ['name', 'share'],
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 40 },
    share: { type: 'string', pattern: '^[0-9]{1,3}$' },
    relation: { type: 'string', enum: ['spouse', 'child', 'parent'] },
  },
};

export const TEST_FORMS: TestForm[] = [
  {
    name: 'nested object',
    schema: {
      type: 'object',
      required: ['address', 'agree'],
      properties: {
        address: {
          type: 'object',
          title: 'Address',
          required: ['line1', 'district'],
          properties: {
            line1: { type: 'string', title: 'Line 1', minLength: 3 },
            district: { type: 'string', title: 'District', enum: ['central', 'kowloon'] },
            floor: { type: 'string', title: 'Floor', default: 'G' },
          },
        },
        agree: { type: 'boolean', title: 'Correct', const: true },
      },
    },
    uiSchema: { agree: { 'ui:widget': 'checkbox' } },
  },
  {
    name: 'array of objects',
    schema: {
      type: 'object',
      required: ['beneficiaries'],
      properties: {
        beneficiaries: { type: 'array', title: 'Beneficiaries', minItems: 1, maxItems: 3, items: beneficiary },
      },
    },
    uiSchema: { beneficiaries: { items: { name: { 'ui:title': 'Name' }, share: { 'ui:title': 'Share (%)' }, relation: { 'ui:title': 'Relation' } } } },
  },
  {
    name: 'array of strings in a group',
    schema: {
      type: 'object',
      properties: {
        contact: {
          type: 'object',
          title: 'Contact',
          properties: {
            phones: { type: 'array', title: 'Phones', maxItems: 2, items: { type: 'string', pattern: '^[0-9]{8}$' } },
          },
        },
        note: { type: 'string', title: 'Note' },
      },
    },
    uiSchema: {},
  },
];
