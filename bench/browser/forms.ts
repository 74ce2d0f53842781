// The two forms every contestant of the browser benchmark renders: the product's 12-field
// Pay New Bill form (its real schema) and a flat 200-field form that makes per-keystroke
// cost visible. Shared by the validator generator, the engine harness and the peers.
import billSchema from '../../schemas/forms/bill-pay-input.json';

export const FIELD_COUNT = 200;

/** f001 … f200: short free-text fields with the kind of pattern real forms have. */
export function fieldNames(): string[] {
  return Array.from({ length: FIELD_COUNT }, (_, i) => `f${String(i + 1).padStart(3, '0')}`);
}

export const fields200Schema = {
  type: 'object',
  required: ['f001'],
  properties: Object.fromEntries(fieldNames().map((name) => [name, { type: 'string', maxLength: 100, pattern: '^[A-Za-z0-9 ]*$' }])),
} as const;

export { billSchema };

/** The benchmark flow the engine harness runs: one form step of 200 text fields. */
export const fields200Flow = {
  id: 'bench.fields200',
  version: 1,
  title: { 'zh-TW': '二百欄表格', 'zh-CN': '二百栏表格', en: 'Two hundred fields' },
  start: 'input',
  steps: {
    input: {
      kind: 'form',
      route: '/bench/fields200',
      title: { 'zh-TW': '二百欄表格', 'zh-CN': '二百栏表格', en: 'Two hundred fields' },
      schema: fields200Schema,
      ui: Object.fromEntries(fieldNames().map((name) => [name, { 'ui:widget': 'text' }])),
      fields: Object.fromEntries(
        fieldNames().map((name) => [name, { label: { 'zh-TW': `欄位 ${name}`, 'zh-CN': `栏位 ${name}`, en: `Field ${name}` } }]),
      ),
      next: 'input',
    },
  },
};
