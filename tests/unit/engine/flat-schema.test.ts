// The flat form's own defaults and ids give what RJSF's schema utilities give, on every form
// of every flow that a flat form can render (no composition at the top or in a property).
import { describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { getDefaultFormState, toIdSchema, type RJSFSchema } from '@rjsf/utils';
import { formValidators } from '../../../generated/validators/forms.js';
import { idSchemaOf, sameJson, withSchemaDefaults } from '../../../engine/react/flat-schema';

const COMPOSED = ['oneOf', 'anyOf', 'allOf', 'dependencies', 'if', 'not', 'patternProperties', '$ref'];
const composed = (s: object) => COMPOSED.some((k) => k in s);

const flat = Object.entries(formValidators).filter(([, entry]) => {
  const schema = entry.schema as RJSFSchema;
  return schema.type === 'object' && schema.properties && !composed(schema) && Object.values(schema.properties).every((p) => typeof p === 'object' && !composed(p));
});

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
      return [];
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

describe('flat form schema helpers', () => {
  it('finds the flows\u2019 flat forms', () => {
    expect(flat.length).toBeGreaterThan(40);
  });

  it.each(flat)('%s: defaults as RJSF fills them', (_key, entry) => {
    const schema = entry.schema as RJSFSchema;
    const validator = createPrecompiledValidator(entry.rjsf as never, schema);
    for (const data of cases(schema)) {
      const rjsf = getDefaultFormState(validator, schema, data, schema, false, { constAsDefaults: 'never' });
      expect(withSchemaDefaults(schema, data)).toStrictEqual(rjsf);
    }
  });

  it.each(flat)('%s: ids of every part as RJSF gives them', (_key, entry) => {
    const schema = entry.schema as RJSFSchema;
    const validator = createPrecompiledValidator(entry.rjsf as never, schema);
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      expect(idSchemaOf(prop as RJSFSchema, `root_${name}`)).toStrictEqual(toIdSchema(validator, prop as RJSFSchema, `root_${name}`, schema));
    }
  });

  it('compares JSON values by content', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
