// The browser and the bank agree on every rule of a money-moving form (docs/testing.md, "Inputs
// generated from the schemas"): for each field a form hands to the bank's request, values are
// generated around its rules (fast-check: bounds and one past them, near misses of its pattern,
// over-long texts, other scripts, decimals where an integer is due), and each is put to both:
// the form's own validator, as the engine runs it, and the bank, sent the request the journey
// makes with that one value changed. The bank's request check answers first (E000000400), before
// any factor or money. Whatever that check refuses, the form must refuse too, in the customer's
// words, before the token: a value the form takes and the bank's check refuses fails, with both
// answers. (The form may be stricter: its limits and the bank's business rules, which the bank
// applies after the factor, are proved by the bank's own tests and the replay fixtures.)
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../../../engine/core/flow-types';
import { formValidators } from '../../../../generated/validators/forms.js';
import { apiContracts } from '../../../../generated/validators/api.js';
import { formKey } from '../../../../codegen/lib/flow-forms';
import { movesMoney } from '../../../../codegen/mutation/score';
import { flowsById } from '../../../replay/flows';
import { fixtureFiles, loadFixtures } from '../../../replay/load';
import { setPath } from '../../../replay/paths';
import type { Fixture } from '../../../replay/fixture';
import { startBank, type Bank } from '../support/helpers.js';

type Json = Record<string, unknown>;
const BAD_REQUEST = 'E000000400';
const RUNS = 25;

interface Field {
  flowId: string;
  form: string;
  /** Where the form keeps it (`payee.accountNo`) and where the request carries it. */
  formPath: string;
  requestPath: string;
  tx: string;
  schema: Json;
  input: Json;
  request: Json;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema node of a form at a dotted path. */
function nodeAt(schema: Json, path: string): Json | undefined {
  return path.split('.').reduce<Json | undefined>((n, p) => (n && isObject(n.properties) && isObject(n.properties[p]) ? (n.properties[p] as Json) : undefined), schema);
}

/** A value of a masked request path the bank's contract takes (the per-run key, the device, the code). */
function unmasked(pattern: string, n: number): string {
  if (pattern.includes('[0-9]{6}')) return '000000';
  if (pattern.includes('T\\d{2}')) return '2026-11-23T02:15:00.000Z';
  return `agreement-${String(n).padStart(14, '0')}`;
}

/** Every field of a money-moving form that reaches the bank's request unchanged, with a recorded valid request. */
function fields(): Field[] {
  const flows = flowsById();
  const fixtures = loadFixtures(fixtureFiles()).flatMap((l) => (l.fixture && !l.problems.length && !l.file.endsWith('-boundaries.json') ? [l.fixture] : []));
  const out: Field[] = [];
  let n = 0;
  for (const flow of Object.values(flows) as Flow[]) {
    if (!movesMoney(flow)) continue;
    for (const step of Object.values(flow.steps)) {
      const submit = (step as { submit?: { tx: string; request?: Record<string, unknown> } }).submit;
      if (!submit || !apiContracts[submit.tx as keyof typeof apiContracts]?.moneyMoving) continue;
      const recorded = fixtures.flatMap((f) => f.calls.filter((c) => c.tx === submit.tx && 'data' in c.response).map((c) => ({ f, c })))[0];
      if (!recorded) continue;
      for (const [requestPath, source] of Object.entries(submit.request ?? {})) {
        const m = typeof source === 'string' ? /^data\.([\w-]+)\.(.+)$/.exec(source) : null;
        if (!m) continue;
        const [, form, formPath] = m as unknown as [string, string, string];
        const entry = (recorded.f as Fixture).steps.find((s) => s.step === form && isObject(s.input));
        const validator = formValidators[formKey(flow, form)];
        const schema = validator?.schema as Json | undefined;
        const node = schema && nodeAt(schema, formPath);
        if (!entry || !node) continue;
        const request = structuredClone(recorded.c.request) as Json;
        for (const mask of (recorded.f as Fixture).mask ?? []) if (!mask.tx || mask.tx === submit.tx) setPath(request, mask.path, unmasked(mask.pattern, (n += 1)));
        out.push({ flowId: flow.id, form, formPath, requestPath, tx: submit.tx, schema: node, input: entry.input as Json, request });
      }
    }
  }
  return out;
}

/** The dotted form path an Ajv error is about (a missing property names the property). */
function errorPath(e: { instancePath: string; keyword: string; params: unknown }): string {
  const parts = e.instancePath.split('/').filter(Boolean);
  if (e.keyword === 'required') parts.push((e.params as { missingProperty: string }).missingProperty);
  return parts.join('.');
}

/** Values around a field's rules, valid and not. */
function around(schema: Json): fc.Arbitrary<unknown> {
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
    const max = typeof schema.maximum === 'number' ? schema.maximum : min + 1_000_000;
    return fc.oneof(
      fc.integer({ min: min - 3, max: min + 3 }),
      fc.integer({ min: Math.max(min, max - 3), max: max + 3 }),
      fc.integer({ min, max }),
      fc.constantFrom(min + 0.5, -1, 0),
    );
  }
  if (schema.type === 'string') {
    const options: fc.Arbitrary<unknown>[] = [fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom('', ' ', '陳大文', 'A'.repeat(300))];
    if (typeof schema.pattern === 'string') {
      const valid = fc.stringMatching(new RegExp(schema.pattern, 'u'));
      options.push(valid, valid.map((v) => `${v}!`), valid.map((v) => v.slice(1)));
    }
    if (typeof schema.maxLength === 'number') options.push(fc.constantFrom('9'.repeat(schema.maxLength), '9'.repeat(schema.maxLength + 1)));
    if (Array.isArray(schema.enum)) options.push(fc.constantFrom(...(schema.enum as unknown[])));
    return fc.oneof(...options);
  }
  if (Array.isArray(schema.enum)) return fc.oneof(fc.constantFrom(...(schema.enum as unknown[])), fc.string({ maxLength: 6 }));
  return fc.constant(undefined);
}

let bank: Bank;
let token: string;

beforeAll(async () => {
  // One customer asks hundreds of times a minute here: the per-address limit would answer first.
  const limit = process.env.API_RATE_LIMIT_PER_MINUTE;
  process.env.API_RATE_LIMIT_PER_MINUTE = '100000';
  bank = await startBank();
  if (limit === undefined) delete process.env.API_RATE_LIMIT_PER_MINUTE;
  else process.env.API_RATE_LIMIT_PER_MINUTE = limit;
  token = await bank.login('chan.taiman');
}, 60_000);
afterAll(async () => {
  await bank?.close();
});

const all = fields();

describe('what the bank\'s request check refuses, a money-moving form refuses first', () => {
  it('finds the fields of the journeys that move money', () => {
    expect(new Set(all.map((f) => f.flowId)).size).toBeGreaterThanOrEqual(10);
  });

  for (const field of all) {
    it(`${field.flowId}: ${field.form}.${field.formPath} → ${field.tx} ${field.requestPath}`, async () => {
      const validate = formValidators[formKey(flowsById()[field.flowId]!, field.form)]!.validate;
      await fc.assert(
        fc.asyncProperty(around(field.schema), async (value) => {
          const input = structuredClone(field.input);
          setPath(input, field.formPath, value);
          // Refused by the form when an error is on this field (the other fields are the recorded, valid ones).
          const browserOk = validate(input) || !(validate.errors ?? []).some((e) => errorPath(e) === field.formPath);
          const request = structuredClone(field.request);
          setPath(request, field.requestPath, value);
          const answer = await bank.call(field.tx, request, { token });
          const bankOk = answer.header.responseCode !== BAD_REQUEST;
          if (browserOk && !bankOk) {
            const errors = validate(input) ? 'no error' : JSON.stringify(validate.errors?.map((e) => `${errorPath(e)} ${e.message}`));
            throw new Error(`${JSON.stringify(value)} for ${field.formPath}: the form takes it (${errors}), the bank's request check refuses it (${answer.header.responseCode} ${answer.header.responseMessage})`);
          }
        }),
        { numRuns: RUNS, seed: 20261202 },
      );
    }, 60_000);
  }
});
