// The rules of a form's schema and, for each, a generator of values that break it (docs/testing.md,
// "Inputs generated from the schemas"). Shared by the engine's message test and the bank's
// agreement test, so both try the same values.
import fc from 'fast-check';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field of a form: its dotted path, its schema node and whether its parent requires it. */
export interface FormField {
  path: string;
  node: Json;
  required: boolean;
}

/** One rule of a field and values that break it; `keyword` is the Ajv keyword that must answer. */
export interface BrokenRule {
  rule: string;
  keyword: string;
  values: fc.Arbitrary<unknown>;
}

/** Every field of an object schema, down through nested objects (arrays and branches are left to the fixtures). */
export function formFields(schema: Json, prefix = ''): FormField[] {
  const props = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return Object.entries(props).flatMap(([name, node]) => {
    if (!isObject(node)) return [];
    const path = prefix ? `${prefix}.${name}` : name;
    const own: FormField = { path, node, required: required.includes(name) };
    return node.type === 'object' ? [own, ...formFields(node, path)] : [own];
  });
}

// Other scripts a near miss may carry: a full-width digit, a Chinese character, Latin with a mark, Cyrillic.
const OTHER_SCRIPTS = ['１', '陳', 'É', 'д', '　'];
// And the marks a text pattern refuses (its excluded characters, a line break, markup).
const MARKS = ['@', '#', '|', '~', '·', '%', '*', '×', '<', '>', '"', '&', ';', '\n', '!', '.', '-', '+', ' '];

/** Values near a pattern that it refuses: one character more, one less, one in another script. */
function nearMisses(pattern: string): fc.Arbitrary<string> | undefined {
  const re = new RegExp(pattern, 'u');
  let valid: fc.Arbitrary<string>;
  try {
    valid = fc.stringMatching(re, { size: 'xsmall' });
  } catch {
    // fast-check cannot build values of every pattern (lookaheads): any text then, of the same scripts.
    return refusable(fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 }), fc.constantFrom(...MARKS)), re);
  }
  const candidates = fc.oneof(
    fc.tuple(valid, fc.constantFrom(...MARKS)).map(([v, c]) => `${v}${c}`),
    valid.map((v) => v.slice(1)),
    valid.map((v) => v.slice(0, -1)),
    fc.tuple(valid, fc.constantFrom(...OTHER_SCRIPTS, ...MARKS), fc.nat()).map(([v, c, i]) => { const at = v.length ? i % v.length : 0; return v.slice(0, at) + c + v.slice(at + 1); }),
  );
  return refusable(candidates, re);
}

/** The candidates the pattern refuses; none when a fixed sample finds none (a pattern that takes any text has no near miss). */
function refusable(candidates: fc.Arbitrary<string>, re: RegExp): fc.Arbitrary<string> | undefined {
  if (!fc.sample(candidates, { numRuns: 200, seed: 1 }).some((v) => !re.test(v))) return undefined;
  return candidates.filter((v) => !re.test(v));
}

const isInteger = (node: Json): boolean => node.type === 'integer';
const isNumber = (node: Json): boolean => node.type === 'integer' || node.type === 'number';

/** The rules of a field with values that break each (a field without rules gives none). */
export function brokenRules(field: FormField): BrokenRule[] {
  const { node } = field;
  const out: BrokenRule[] = [];
  if (field.required) out.push({ rule: 'required, left out', keyword: 'required', values: fc.constant(undefined) });
  if (isNumber(node)) {
    // Offsets up to a million keep fast-check's 32-bit integers away from the bounds' size.
    const past = fc.integer({ min: 1, max: 1_000_000 });
    if (typeof node.minimum === 'number') out.push({ rule: `below minimum ${node.minimum}`, keyword: 'minimum', values: past.map((d) => (node.minimum as number) - d) });
    if (typeof node.exclusiveMinimum === 'number') out.push({ rule: `at or below exclusiveMinimum ${node.exclusiveMinimum}`, keyword: 'exclusiveMinimum', values: fc.nat({ max: 1_000_000 }).map((d) => (node.exclusiveMinimum as number) - d) });
    if (typeof node.maximum === 'number') out.push({ rule: `above maximum ${node.maximum}`, keyword: 'maximum', values: past.map((d) => (node.maximum as number) + d) });
    // Minor units are integers: an amount with more decimals than its currency has is a fraction here.
    if (isInteger(node)) {
      const lo = typeof node.minimum === 'number' ? node.minimum : 0;
      out.push({ rule: 'a fraction where minor units are due', keyword: 'type', values: fc.tuple(fc.nat({ max: 1_000_000 }), fc.integer({ min: 1, max: 99 })).map(([n, f]) => lo + n + f / 100) });
    }
  }
  if (node.type === 'string') {
    if (typeof node.minLength === 'number' && node.minLength > 0) {
      out.push({ rule: `shorter than ${node.minLength}`, keyword: 'minLength', values: fc.string({ maxLength: node.minLength - 1 }) });
    }
    if (typeof node.maxLength === 'number') {
      const max = node.maxLength;
      out.push({ rule: `longer than ${max}, other scripts too`, keyword: 'maxLength', values: fc.oneof(fc.string({ minLength: max + 1, maxLength: max + 20 }), fc.string({ unit: 'grapheme', minLength: max + 1, maxLength: max + 5 }), fc.constant('陳'.repeat(max + 300))) });
    }
    const misses = typeof node.pattern === 'string' ? nearMisses(node.pattern) : undefined;
    if (misses) out.push({ rule: `near misses of ${String(node.pattern)}`, keyword: 'pattern', values: misses });
    if (node.format === 'date' || node.format === 'date-time') out.push({ rule: `not a ${node.format}`, keyword: 'format', values: fc.oneof(fc.constantFrom('2026-02-30', '2026-13-01', '2026/11/23', '23-11-2026'), fc.string({ maxLength: 6 }).map((s) => `x${s}`)) });
  }
  if (Array.isArray(node.enum)) {
    const allowed = node.enum as unknown[];
    // A wrong currency is the commonest: a code of the right shape that is not on the list, or the right one in lower case.
    const wrong = fc.oneof(fc.constantFrom('XYZ', 'RMB', 'hkd', 'HKD ', 'ＨＫＤ'), fc.string({ maxLength: 6 }));
    out.push({ rule: `not one of ${allowed.length} choices, a wrong currency`, keyword: 'enum', values: wrong.filter((v) => !allowed.includes(v)) });
  }
  if ('const' in node) out.push({ rule: `not ${JSON.stringify(node.const)}`, keyword: 'const', values: fc.constantFrom(node.const === true ? false : true, null, 'yes').filter((v) => v !== node.const) });
  return out;
}

/** Sets a dotted path, making the objects on the way; undefined removes the key. */
export function withValue(input: Json, path: string, value: unknown): Json {
  const out = structuredClone(input);
  const parts = path.split('.');
  let at: Json = out;
  for (const p of parts.slice(0, -1)) {
    if (!isObject(at[p])) at[p] = {};
    at = at[p] as Json;
  }
  const last = parts[parts.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return out;
}
