// What the form layer (see form-plan.ts) needs of RJSF's schema utilities, without them: the
// schema's own defaults merged into the customer's data, and a value read at a path. RJSF's
// versions resolve $ref, allOf, oneOf, dependencies and conditionals, which a planned form
// never has, and bring its schema merger onto every flow page.
// `tests/unit/engine/flat-schema.test.ts` checks the defaults against RJSF's on every form of
// every flow; the conformance test on nested and array schemas too.
import type { RJSFSchema } from '@rjsf/utils';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

function schemaType(schema: RJSFSchema): string | undefined {
  const { type } = schema;
  if (!type && schema.enum) return 'string';
  if (!type && (schema.properties || schema.additionalProperties)) return 'object';
  if (Array.isArray(type)) return type.length === 2 && type.includes('null') ? type.find((t) => t !== 'null') : type[0];
  return type;
}

function mergeObjects(into: Json, from: Json): Json {
  const out: Json = { ...into };
  for (const [key, value] of Object.entries(from)) out[key] = isObject(out[key]) && isObject(value) ? mergeObjects(out[key] as Json, value) : value;
  return out;
}

/**
 * The defaults a schema declares, as RJSF 6 computes them with no form data, `const` never
 * taken as a default and a required boolean left unanswered (not set to false): a property's
 * own `default`, an object's defaults inside it (an object with none is left out unless
 * required), an array's entries up to its minItems (an optional array without any, left out).
 */
function defaultsOf(schema: RJSFSchema, parent: unknown, required = false): unknown {
  let value = parent;
  if (isObject(value) && isObject(schema.default)) value = mergeObjects(value, schema.default);
  else if ('default' in schema) value = schema.default;
  const type = schemaType(schema);
  // An array starts with as many entries as it needs at least, each with its item's defaults.
  if (type === 'array') {
    const given = Array.isArray(value) ? value : undefined;
    const item = (isObject(schema.items) ? schema.items : {}) as RJSFSchema;
    if (!schema.minItems || schema.minItems <= (given?.length ?? 0)) return given ?? (required ? [] : undefined);
    return [...(given ?? []), ...Array.from({ length: schema.minItems - (given?.length ?? 0) }, () => defaultsOf(item, item.default, required))];
  }
  if (type !== 'object') return value;
  const out: Json = {};
  const requiredKeys = schema.required ?? [];
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const propSchema = (isObject(prop) ? prop : {}) as RJSFSchema;
    const computed = defaultsOf(propSchema, isObject(value) ? value[key] : undefined, requiredKeys.includes(key));
    if (isObject(computed)) {
      if (Object.keys(computed).length > 0 || requiredKeys.includes(key)) out[key] = computed;
    } else if (computed !== undefined) out[key] = computed;
  }
  return out;
}

/** `data` with every key it does not have taken from `defaults` (a key set to nothing stays so). */
function fill(defaults: unknown, data: unknown): unknown {
  if (!isObject(defaults) || !isObject(data)) return data;
  const out: Json = { ...defaults };
  for (const [key, value] of Object.entries(data)) out[key] = fill(defaults[key], value);
  return out;
}

/** The form data with the schema's defaults filled in, as RJSF's form starts it. */
export function withSchemaDefaults(schema: RJSFSchema, data: unknown): unknown {
  const defaults = defaultsOf(schema, undefined);
  return data === undefined ? defaults : fill(defaults, data);
}

/** The value at a path of keys and array indexes inside form data (undefined where it stops). */
export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let at = data;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** Equality of JSON values (form data): same keys, same values. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]));
}
