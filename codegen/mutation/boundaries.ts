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

type Node = Json | unknown[];
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;

/** Sets (or, with `undefined`, removes) the value at a path of a copy of `input` (array items by index). */
function withValue(input: Json, path: string[], value: unknown): Json {
  const out = copy(input);
  let node: Node = out;
  for (const part of path.slice(0, -1)) {
    const next: unknown = (node as Record<string, unknown>)[part];
    if (!isNode(next)) return out;
    node = next;
  }
  const last = path[path.length - 1]!;
  if (value !== undefined) (node as Record<string, unknown>)[last] = value;
  else if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
  return out;
}

function valueAt(input: Json, path: string[]): unknown {
  return path.reduce<unknown>((node, part) => (isNode(node) ? (node as Record<string, unknown>)[part] : undefined), input);
}

/** A string one character away from `value` that the pattern refuses, if one of a few is. */
function nearMiss(pattern: string, value: string): string | undefined {
  const re = new RegExp(pattern, 'u');
  const tries = [`${value}!`, `${value}~`, `${value}<`, `${value}\u00e9`, `${value}\u4e00`, value.slice(1), `#${value}`, value.slice(0, -1), ''];
  return tries.find((t) => t !== value && !re.test(t));
}

/**
 * `value` made `length` characters long, one of its own characters repeated, at the first place
 * where the result still matches the pattern (an e-mail address grows before its '@', not in its
 * domain): then only the length rule refuses it, and dropping that rule shows.
 */
function tooLong(value: string, length: number, pattern: unknown): string {
  const fill = (at: number) => {
    const c = value[Math.max(0, at - 1)] ?? 'A';
    return value.slice(0, at) + c.repeat(length - value.length) + value.slice(at);
  };
  if (typeof pattern !== 'string' || length <= value.length) return value.padEnd(length, value.slice(-1) || 'A');
  const re = new RegExp(pattern, 'u');
  for (let at = value.length; at >= 1; at -= 1) if (re.test(fill(at))) return fill(at);
  return value.padEnd(length, value.slice(-1) || 'A');
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
    if (typeof schema.maxLength === 'number') out.push({ rule: `${at}.maxLength`, input: withValue(input, path, tooLong(here, schema.maxLength + 1, schema.pattern)) });
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
  if (Array.isArray(here)) {
    if (typeof schema.minItems === 'number' && schema.minItems > 0) out.push({ rule: `${at}.minItems`, input: withValue(input, path, here.slice(0, schema.minItems - 1)) });
    if (typeof schema.maxItems === 'number' && here.length) out.push({ rule: `${at}.maxItems`, input: withValue(input, path, [...here, ...Array<unknown>(schema.maxItems + 1 - here.length).fill(here[here.length - 1])]) });
    // The first item stands for every item: its rules are probed as a field's.
    if (isObject(schema.items) && here.length) out.push(...schemaProbes(schema.items, input, [...path, '0']));
  }
  if (isObject(schema.properties) && isObject(here)) {
    for (const [name, child] of Object.entries(schema.properties)) if (isObject(child)) out.push(...schemaProbes(child, input, [...path, name]));
  }
  return out;
}

/** The `data.<step>.…` paths a logic rule reads. */
function varsOf(rule: unknown, stepId: string, out: string[][] = []): string[][] {
  if (Array.isArray(rule)) rule.forEach((r) => varsOf(r, stepId, out));
  else if (isObject(rule)) {
    if (typeof rule.var === 'string' && rule.var.startsWith(`data.${stepId}.`)) out.push(rule.var.slice(`data.${stepId}.`.length).split('.'));
    else Object.values(rule).forEach((r) => varsOf(r, stepId, out));
  }
  return out;
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const MONTH = /^(\d{4})(0[1-9]|1[0-2])$/;
const month = (y: number, m: number) => `${y + Math.floor((m - 1) / 12)}${String((((m - 1) % 12) + 12) % 12 + 1).padStart(2, '0')}`;

/**
 * Values to try for a field a check reads, each one the schema still allows: the other values
 * of its list (an e-receipt asked for, an end month chosen), left out when the schema does not
 * require it (a name not given), and the value of another field the same check reads (two
 * accounts in one currency).
 */
function candidates(value: unknown, node: Json | undefined, required: boolean, others: unknown[]): unknown[] {
  const listed = listOf(node).filter((v) => v !== value);
  const more = [...listed, ...others.filter((v) => v !== undefined && v !== value && typeof v === typeof value), ...(required || value === undefined ? [] : [undefined])];
  return [...own(value, node), ...more];
}

/** The values a schema node lists, its own or a referenced list's (a currency is `allOf` the one list). */
function listOf(node: Json | undefined): unknown[] {
  if (Array.isArray(node?.enum)) return node.enum as unknown[];
  const parts = Array.isArray(node?.allOf) ? (node.allOf as unknown[]).filter(isObject) : [];
  return parts.flatMap((part) => listOf(part));
}

function own(value: unknown, node: Json | undefined): unknown[] {
  if (typeof value === 'boolean') return [!value];
  if (typeof value === 'number') {
    const min = typeof node?.minimum === 'number' ? node.minimum : -Infinity;
    const max = typeof node?.maximum === 'number' ? node.maximum : Infinity;
    const tries = [max, value * 100, value * 2, value + 1, min, value - 1, 0, 1];
    return [...new Set(tries)].filter((v) => Number.isFinite(v) && v >= min && v <= max && v !== value && (node?.type !== 'integer' || Number.isInteger(v)));
  }
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const t = Date.parse(`${value}T00:00:00Z`);
      return [isoDay(t - DAY), isoDay(t - 366 * DAY), isoDay(t + 400 * DAY), isoDay(t + 5 * 366 * DAY), '1970-01-01', '2099-12-31'];
    }
    // A month as YYYYMM (a regular payment's start and end): months before and after.
    const m = MONTH.exec(value);
    if (m) {
      const [y, n] = [Number(m[1]), Number(m[2])];
      return [month(y, n - 1), month(y - 1, n), month(y, n + 1), month(y + 1, n)];
    }
    return ['', `${value}${value}`, 'A'];
  }
  return [];
}

/** Whether the schema requires the field at `path` (its parent object lists it). */
function requiredAt(schema: Json, path: string[]): boolean {
  let node: Json | undefined = schema;
  for (const [i, part] of path.entries()) {
    if (!node) return false;
    if (i === path.length - 1) return Array.isArray(node.required) && (node.required as string[]).includes(part);
    node = isObject(node.properties) && isObject(node.properties[part]) ? (node.properties[part] as Json) : undefined;
  }
  return false;
}

export interface CheckProbe extends Probe {
  /** The message the check answers (in the fixture's language), for this probe to count. */
  field: string;
  message: string | undefined;
}

/**
 * Probes of a step's cross-field checks, whatever their shape: for each check, each value the
 * schema allows from a short list (the bounds, a multiple, one more and one less; days before
 * and after for a date) is tried in each field the check reads, and the first that makes this
 * check answer its own message on its field is kept.
 */
export function checkProbes(stepId: string, checks: unknown, schema: Json, input: Json, locale: string): CheckProbe[][] {
  if (!Array.isArray(checks)) return [];
  return checks.map((check, i) => {
    if (!isObject(check)) return [];
    const message = isObject(check.message) ? (check.message[locale] as string | undefined) : undefined;
    const field = typeof check.field === 'string' ? check.field : '';
    const paths = varsOf(check.rule, stepId);
    return paths.flatMap((path) => {
      const node = path.reduce<Json | undefined>((n, p) => (n && isObject(n.properties) && isObject(n.properties[p]) ? (n.properties[p] as Json) : undefined), schema);
      const others = paths.filter((p) => p.join('.') !== path.join('.')).map((p) => valueAt(input, p));
      return candidates(valueAt(input, path), node, requiredAt(schema, path), others).map((v) => ({ rule: `checks[${i}]`, input: withValue(input, path, v), field, message }));
    });
  });
}

/** The fixture with the probes of every form it fills, or undefined when no probe is refused. */
export async function boundaryFixture(flow: Flow, file: string, base: Fixture, only?: ReadonlySet<string>): Promise<Fixture | undefined> {
  const forms = new Map(flowForms(flow).map((f) => [f.stepId, f]));
  let fixture = copy(base);
  let kept = 0;
  const insert = (i: number, entry: StepEntry, errors: Record<string, string[]>) => {
    const inserted: StepEntry = { step: entry.step, input: entry.input, expect: { step: entry.step, fieldErrors: errors } };
    fixture = { ...fixture, steps: [...fixture.steps.slice(0, i), inserted, ...fixture.steps.slice(i)] };
    kept += 1;
  };
  for (let i = 0; i < fixture.steps.length; i += 1) {
    const entry = fixture.steps[i]!;
    const form = forms.get(entry.step);
    if (!form || (only && !only.has(entry.step)) || !isObject(entry.input) || (entry.action ?? 'proceed') !== 'proceed') continue;
    const { schema } = resolveFormSchema(form.schema, file);
    for (const probe of schemaProbes(schema as Json, entry.input)) {
      const answer = await refusal(flow, tryProbe(fixture, i, probe), i);
      if (!answer) continue;
      insert(i, { step: entry.step, input: probe.input }, answer);
      i += 1;
    }
    const step = flow.steps[entry.step] as unknown as { checks?: unknown };
    for (const tries of checkProbes(entry.step, step.checks, schema as Json, entry.input, fixture.locale)) {
      for (const probe of tries) {
        const answer = await refusal(flow, tryProbe(fixture, i, probe), i);
        // Only this check's own message on its field counts (another rule may refuse first).
        if (!answer || !(answer[probe.field] ?? []).includes(probe.message ?? '')) continue;
        insert(i, { step: entry.step, input: probe.input }, answer);
        i += 1;
        break;
      }
    }
  }
  if (!kept) return undefined;
  return {
    ...pinned(flow, fixture),
    name: `${base.name} (boundaries)`,
    description: `Generated by npm run fixtures:boundaries from "${base.name}": each rule of each form broken once (${kept} probes), refused with its message, before the recorded input goes through. Generate it again after a form changes.`,
  };
}

/**
 * The fixture with what a recording cannot show pinned from the flow as it is: which
 * authenticator each step asks for (`auth.asked`), and where the links go of each page the run
 * stops on (`expect.links` of a step entry, `outcome.links` of the last page). The same fixture
 * when there is nothing to pin.
 */
export function pinned(flow: Flow, fixture: Fixture): Fixture {
  const links = (stepId: string | undefined) => {
    const buttons = (stepId ? (flow.steps[stepId] as { buttons?: { action?: string; to?: unknown }[] } | undefined)?.buttons : undefined) ?? [];
    return buttons.flatMap((b) => (b.action === 'navigate' && typeof b.to === 'string' ? [b.to] : []));
  };
  const steps = fixture.steps.map((entry, i) => {
    const asked = (flow.steps[entry.step] as { auth?: unknown } | undefined)?.auth;
    const out = entry.auth && typeof asked === 'string' && entry.auth.asked === undefined ? { ...entry, auth: { ...entry.auth, asked } } : entry;
    // The last page's links are the outcome's.
    const last = i === fixture.steps.length - 1 && entry.expect?.step === fixture.outcome.step;
    const shown = last ? [] : links(entry.expect?.step);
    return shown.length && entry.expect && entry.expect.links === undefined ? { ...out, expect: { ...entry.expect, links: shown } } : out;
  });
  const last = links(fixture.outcome.step);
  const outcome = last.length && fixture.outcome.links === undefined ? { ...fixture.outcome, links: last } : fixture.outcome;
  return { ...fixture, steps, outcome };
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
