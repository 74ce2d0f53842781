// The form layer's own defaults (engine/react/form-data.ts) give what RJSF 6's schema
// utilities give, on every form of every flow and on the nested and array test forms.
import { describe, expect, it } from 'vitest';
import validator from '@rjsf/validator-ajv8';
import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import { formValidators } from '../../../generated/validators/forms.js';
import { sameJson, valueAt, withSchemaDefaults } from '../../../engine/react/form-data';
import { TEST_FORMS } from './form-schemas';

const forms = [...Object.entries(formValidators).map(([key, entry]) => [key, entry.schema as RJSFSchema] as const), ...TEST_FORMS.map((f) => [f.name, f.schema] as const)];

/** A value of the property's type that a customer could have typed or picked. */
function sample(schema: RJSFSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[schema.enum.length - 1];
  switch (schema.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return 7;
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).slice(0, 1).map(([k, p]) => [k, sample(p as RJSFSchema)]));
    case 'array':
      return [sample((schema.items ?? {}) as RJSFSchema)];
    default:
      return 'x';
  }
}

function cases(schema: RJSFSchema): unknown[] {
  const names = Object.keys(schema.properties ?? {});
  const props = schema.properties as Record<string, RJSFSchema>;
  return [
    undefined,
    {},
    Object.fromEntries(names.map((n) => [n, sample(props[n]!)])),
    Object.fromEntries(names.map((n, i) => [n, i % 2 ? sample(props[n]!) : undefined])),
    Object.fromEntries(names.map((n, i) => [n, i % 2 ? null : sample(props[n]!)])),
    { ...Object.fromEntries(names.slice(0, 1).map((n) => [n, sample(props[n]!)])), extra: 'kept' },
  ];
}

describe('form layer defaults', () => {
  it('finds the flows\u2019 forms', () => {
    expect(forms.length).toBeGreaterThan(40);
  });

  it.each(forms)('%s: defaults as RJSF fills them', (_key, schema) => {
    for (const data of cases(schema)) {
      const rjsf = getDefaultFormState(validator, schema, data, schema, false, { constAsDefaults: 'never', requiredBooleanDefault: 'skip' });
      expect(withSchemaDefaults(schema, data)).toStrictEqual(rjsf);
    }
  });

  it('reads a value at a path of keys and indexes', () => {
    expect(valueAt({ a: [{ b: 'x' }] }, ['a', 0, 'b'])).toBe('x');
    expect(valueAt({ a: 'text' }, ['a', 'b'])).toBeUndefined();
  });

  it('compares JSON values by content', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
