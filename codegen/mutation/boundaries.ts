// Boundary fixtures (docs/testing.md, "Mutation score for flows"): from a passing fixture of a
// journey, a fixture that first breaks each rule of each form the customer fills, once, before
// the valid input goes through: a required field left out, each bound passed by one, each
// pattern missed by one character, a value outside its list, and each cross-field check broken.
// A probe is kept only when the real engine refuses it on the step with field messages; the
// messages it gave (in the fixture's language) become the probe's expectation, so a later
// change that lets the value through, or words the message differently, fails the replay.
import { toJS } from 'mobx';
import type { Flow } from '../../engine/core/flow-types';
import { flowForms } from '../lib/flow-forms';
import { resolveFormSchema } from '../lib/form-schema';
import { replayFixture, type Fixture } from '../replay/replay';
import type { StepEntry } from '../replay/fixture';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const copy = <T>(v: T): T => structuredClone(v);

/** A value each format refuses, one step from a valid one. */
const FORMAT_MISSES: Record<string, string> = { date: '2026-02-30', 'date-time': '2026-02-30T25:00:00Z', email: 'name.example.com', time: '25:61' };

export interface Probe {
  /** What it breaks, for the fixture's description: `amount.maximum`. */
  rule: string;
  input: Json;
}

/** Sets (or, with `undefined`, removes) the value at a dotted path of a copy of `input`. */
function withValue(input: Json, path: string[], value: unknown): Json {
  const out = copy(input);
  let node: Json = out;
  for (const part of path.slice(0, -1)) {
    if (!isObject(node[part])) return out;
    node = node[part] as Json;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return out;
}

function valueAt(input: Json, path: string[]): unknown {
  return path.reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), input);
}

/** A string one character away from `value` that the pattern refuses, if one of a few is. */
function nearMiss(pattern: string, value: string): string | undefined {
  const re = new RegExp(pattern, 'u');
  const tries = [`${value}!`, `${value}~`, `${value}<`, `${value}\u00e9`, `${value}\u4e00`, value.slice(1), `#${value}`, value.slice(0, -1), ''];
  return tries.find((t) => t !== value && !re.test(t));
}

/** Every probe of a form schema against a valid input of it. */
export function schemaProbes(schema: Json, input: Json, path: string[] = []): Probe[] {
  const out: Probe[] = [];
  const at = path.join('.') || '(form)';
  const here = valueAt(input, path);
  if (Array.isArray(schema.required) && isObject(here)) {
    for (const name of schema.required as string[]) if (here[name] !== undefined) out.push({ rule: `${[...path, name].join('.')}.required`, input: withValue(input, [...path, name], undefined) });
  }
  if (typeof here === 'number') {
    if (typeof schema.minimum === 'number') out.push({ rule: `${at}.minimum`, input: withValue(input, path, schema.minimum - 1) });
    if (typeof schema.maximum === 'number') out.push({ rule: `${at}.maximum`, input: withValue(input, path, schema.maximum + 1) });
    if (typeof schema.exclusiveMinimum === 'number') out.push({ rule: `${at}.exclusiveMinimum`, input: withValue(input, path, schema.exclusiveMinimum) });
    if (typeof schema.exclusiveMaximum === 'number') out.push({ rule: `${at}.exclusiveMaximum`, input: withValue(input, path, schema.exclusiveMaximum) });
    if (schema.type === 'integer') out.push({ rule: `${at}.integer`, input: withValue(input, path, here + 0.5) });
  }
  if (typeof here === 'string') {
    if (typeof schema.minLength === 'number' && schema.minLength > 0) out.push({ rule: `${at}.minLength`, input: withValue(input, path, here.slice(0, schema.minLength - 1)) });
    if (typeof schema.maxLength === 'number') out.push({ rule: `${at}.maxLength`, input: withValue(input, path, here.padEnd(schema.maxLength + 1, here.slice(-1) || 'A')) });
    if (typeof schema.pattern === 'string') {
      const miss = nearMiss(schema.pattern, here);
      if (miss !== undefined) out.push({ rule: `${at}.pattern`, input: withValue(input, path, miss) });
    }
  }
  if (typeof here === 'string' && typeof schema.format === 'string' && FORMAT_MISSES[schema.format]) out.push({ rule: `${at}.format`, input: withValue(input, path, FORMAT_MISSES[schema.format]) });
  // An optional text the customer left empty: typed wrongly, it must still be refused.
  if (here === undefined && path.length && isObject(valueAt(input, path.slice(0, -1))) && schema.type === 'string') {
    if (typeof schema.pattern === 'string') {
      const miss = ['<>', '!!', '\u0000', ' '].find((t) => !new RegExp(schema.pattern as string, 'u').test(t));
      if (miss !== undefined) out.push({ rule: `${at}.pattern`, input: withValue(input, path, miss) });
    }
    if (typeof schema.maxLength === 'number') out.push({ rule: `${at}.maxLength`, input: withValue(input, path, 'A'.repeat(schema.maxLength + 1)) });
    if (typeof schema.format === 'string' && FORMAT_MISSES[schema.format]) out.push({ rule: `${at}.format`, input: withValue(input, path, FORMAT_MISSES[schema.format]) });
  }
  if (Array.isArray(schema.enum) && here !== undefined) out.push({ rule: `${at}.enum`, input: withValue(input, path, typeof here === 'number' ? -999 : 'NOT-LISTED') });
  if (schema.const !== undefined && here !== undefined) out.push({ rule: `${at}.const`, input: withValue(input, path, typeof schema.const === 'boolean' ? !schema.const : 'NOT-THE-VALUE') });
  if (isObject(schema.properties) && isObject(here)) {
    for (const [name, child] of Object.entries(schema.properties)) if (isObject(child)) out.push(...schemaProbes(child, input, [...path, name]));
  }
  return out;
}

/**
 * Probes of a step's cross-field checks of the usual shape (`{"<=": [{"var": "data.<step>.x"}, …]}`):
 * the value made as large (or small) as the schema still allows, so only the check can refuse it.
 */
export function checkProbes(stepId: string, checks: unknown, schema: Json, input: Json): Probe[] {
  if (!Array.isArray(checks)) return [];
  const out: Probe[] = [];
  checks.forEach((check, i) => {
    const rule = isObject(check) && isObject(check.rule) ? check.rule : undefined;
    const op = rule && Object.keys(rule)[0];
    const args = op ? (rule![op] as unknown[]) : undefined;
    const v = Array.isArray(args) && isObject(args[0]) && typeof args[0].var === 'string' ? args[0].var : undefined;
    if (!v || !v.startsWith(`data.${stepId}.`)) return;
    const path = v.slice(`data.${stepId}.`.length).split('.');
    const node = path.reduce<Json | undefined>((n, p) => (n && isObject(n.properties) && isObject(n.properties[p]) ? (n.properties[p] as Json) : undefined), schema);
    if (op === '<=' || op === '<') out.push({ rule: `checks[${i}]`, input: withValue(input, path, typeof node?.maximum === 'number' ? node.maximum : 1e12) });
    if (op === '>=' || op === '>') out.push({ rule: `checks[${i}]`, input: withValue(input, path, typeof node?.minimum === 'number' ? node.minimum : 0) });
  });
  return out;
}

/** The fixture with the probes of every form it fills, or undefined when no probe is refused. */
export async function boundaryFixture(flow: Flow, file: string, base: Fixture): Promise<Fixture | undefined> {
  const forms = new Map(flowForms(flow).map((f) => [f.stepId, f]));
  let fixture = copy(base);
  let kept = 0;
  for (let i = 0; i < fixture.steps.length; i += 1) {
    const entry = fixture.steps[i]!;
    const form = forms.get(entry.step);
    if (!form || !isObject(entry.input) || (entry.action ?? 'proceed') !== 'proceed') continue;
    const { schema } = resolveFormSchema(form.schema, file);
    const step = flow.steps[entry.step] as unknown as { checks?: unknown };
    const probes = [...schemaProbes(schema as Json, entry.input), ...checkProbes(entry.step, step.checks, schema as Json, entry.input)];
    for (const probe of probes) {
      const tried = tryProbe(fixture, i, probe);
      const answer = await refusal(flow, tried, i);
      if (!answer) continue;
      const inserted: StepEntry = { step: entry.step, input: probe.input, expect: { step: entry.step, fieldErrors: answer } };
      fixture = { ...fixture, steps: [...fixture.steps.slice(0, i), inserted, ...fixture.steps.slice(i)] };
      i += 1;
      kept += 1;
    }
  }
  if (!kept) return undefined;
  // What the replay cannot see in a recording, pinned from the flow as it is: which
  // authenticator each step asks for, and where the final page's links go.
  const steps = fixture.steps.map((entry) => {
    const asked = (flow.steps[entry.step] as { auth?: unknown } | undefined)?.auth;
    return entry.auth && typeof asked === 'string' ? { ...entry, auth: { ...entry.auth, asked } } : entry;
  });
  const buttons = (flow.steps[fixture.outcome.step] as { buttons?: { action?: string; to?: unknown }[] } | undefined)?.buttons ?? [];
  const links = buttons.flatMap((b) => (b.action === 'navigate' && typeof b.to === 'string' ? [b.to] : []));
  return {
    ...fixture,
    steps,
    outcome: links.length ? { ...fixture.outcome, links } : fixture.outcome,
    name: `${base.name} (boundaries)`,
    description: `Generated by npm run fixtures:boundaries from "${base.name}": each rule of each form broken once (${kept} probes), refused with its message, before the recorded input goes through. Generate it again after a form changes.`,
  };
}

function tryProbe(fixture: Fixture, at: number, probe: Probe): Fixture {
  const entry: StepEntry = { step: fixture.steps[at]!.step, input: probe.input };
  return { ...fixture, steps: [...fixture.steps.slice(0, at), entry, ...fixture.steps.slice(at)] };
}

/** The field messages the engine answers the probe at `at` with, if it stays on the step. */
async function refusal(flow: Flow, fixture: Fixture, at: number): Promise<Record<string, string[]> | undefined> {
  let seen: { step: string; errors: Record<string, string[]> } | undefined;
  let index = -1;
  const result = await replayFixture(fixture, {
    flows: { [flow.id]: flow },
    observe: (run, entry) => {
      if (!entry) return;
      index += 1;
      if (index === at) seen = { step: run.stepId, errors: toJS(run.fieldErrors) as Record<string, string[]> };
    },
  });
  if (!result.ok || !seen || seen.step !== fixture.steps[at]!.step) return undefined;
  const errors = Object.fromEntries(Object.entries(seen.errors).filter(([, list]) => list.length));
  return Object.keys(errors).length ? errors : undefined;
}
