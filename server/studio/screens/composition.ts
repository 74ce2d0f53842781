// What a screen is made of (docs/testing.md, "Screen snapshots"): the flow as the engine runs it
// (references expanded), its forms' schemas, the fixtures the preview takes its sample data
// from, and a hash of the render layer. The studio's capture view renders exactly this (served
// by server/http/studio-screens.ts), and the runner (tests/screens/run.ts) hashes it: a step
// whose composition hash is unchanged shows what its baseline shows, and is not taken again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expandRefs } from '../../../codegen/lib/flow-refs.js';
import { flowForms, formKey } from '../../../codegen/lib/flow-forms.js';
import { resolveFormSchema } from '../../../codegen/lib/form-schema.js';
import { defaultFlowFiles } from '../../../codegen/lib/flows.js';
import { isObject, listJsonFiles } from '../../../codegen/lib/json.js';
import { ROOT, rel } from '../../../codegen/lib/paths.js';
import { sharedParts } from '../../../codegen/lib/shared-parts.js';

export interface FlowComposition {
  path: string;
  flowId: string;
  /** The flow as the engine receives it (references expanded). */
  flow: Record<string, unknown> & { id: string; steps: Record<string, Record<string, unknown>> };
  /** Each form's schema with its external references inlined, by form key. */
  forms: Record<string, unknown>;
  /** The flow's fixtures (tests/fixtures/**), the preview's sample data, with their file. */
  fixtures: Record<string, unknown>[];
}

const FIXTURES_DIR = path.join(ROOT, 'tests', 'fixtures');

/** Every fixture by the flow it plays, read once. */
function fixturesByFlow(): Map<string, Record<string, unknown>[]> {
  const byFlow = new Map<string, Record<string, unknown>[]>();
  for (const file of listJsonFiles(FIXTURES_DIR)) {
    try {
      const fixture = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      if (typeof fixture.flow !== 'string') continue;
      byFlow.set(fixture.flow, [...(byFlow.get(fixture.flow) ?? []), { ...fixture, file: rel(file) }]);
    } catch {
      // A fixture that does not parse is the replay's and the linter's to report.
    }
  }
  return byFlow;
}

/** Every journey's composition (a flow whose references do not resolve is left out: the linter reports it). */
export function flowCompositions(only?: (flowId: string) => boolean): FlowComposition[] {
  const parts = sharedParts();
  const fixtures = fixturesByFlow();
  const out: FlowComposition[] = [];
  for (const file of defaultFlowFiles()) {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    if (!isObject(raw) || typeof raw.id !== 'string' || !isObject(raw.steps)) continue;
    if (only && !only(raw.id)) continue;
    const expanded = expandRefs<FlowComposition['flow']>(raw, parts);
    if (expanded.problems.length) continue;
    const forms: Record<string, unknown> = {};
    for (const form of flowForms(expanded.value)) {
      const { schema, problems } = resolveFormSchema(form.schema, file);
      if (!problems.length) forms[formKey(expanded.value, form.stepId)] = schema;
    }
    out.push({ path: rel(file), flowId: raw.id, flow: expanded.value, forms, fixtures: fixtures.get(raw.id) ?? [] });
  }
  return out.sort((a, b) => a.flowId.localeCompare(b.flowId));
}

export function flowComposition(flowId: string): FlowComposition | undefined {
  return flowCompositions((id) => id === flowId)[0];
}

/**
 * The render layer: the engine's views, the widgets, the domain rules they format and check by,
 * the customer texts' home (locales/, but
 * the studio's and the bank's namespaces), the shell's texts, formats and CSS, and the
 * versions of the libraries they import (a library only the studio or the bank uses is left
 * out, so adding one does not retake every screen). A change here changes every screen's
 * hash: every step is taken again, honestly, since any of them may look different.
 * The studio's own code (the frames' chrome, the capture view) is not part of it.
 */
export const RENDER_LAYER = ['engine', 'widgets', 'locales', 'domain', 'app/styles', 'app/i18n', 'app/format.ts', 'app/bank-directory.ts'];

/** The studio's and the bank's texts live in the texts' home too, but no step's screen draws them. */
const NOT_DRAWN_TEXTS = /^locales\/(?:studio|bank)[^/]*\//;

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => filesUnder(path.join(entry, d.name)));
}

/** The packages a source file imports by name ('antd-mobile', '@rjsf/utils', …). */
function importedPackages(source: string): string[] {
  const names: string[] = [];
  for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"./][^'"]*)['"]/g)) {
    const parts = spec!.split('/');
    names.push(spec!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return names;
}

export function renderLayerHash(): string {
  const hash = crypto.createHash('sha256');
  const used = new Set<string>();
  for (const file of RENDER_LAYER.flatMap(filesUnder).filter((f) => !NOT_DRAWN_TEXTS.test(rel(f)))) {
    const bytes = fs.readFileSync(file);
    hash.update(rel(file)).update('\0').update(bytes).update('\0');
    for (const name of importedPackages(bytes.toString('utf8'))) used.add(name);
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const versions = Object.entries(pkg.dependencies ?? {}).filter(([name]) => used.has(name));
  hash.update(JSON.stringify(versions));
  return hash.digest('hex');
}

/**
 * The channel frames as the file defining them reads (the bank does not import the front end):
 * the frames' names, ids and chrome. The frames' widths are the studio's CSS, which is not in
 * the hash: a change there calls for `--all`.
 */
let frames: string | undefined;
function channelFrames(): string {
  return (frames ??= fs.readFileSync(path.join(ROOT, 'app', 'sandbox', 'studio', 'channels.ts'), 'utf8'));
}

/** JSON with object keys sorted, so a hash does not depend on the order a file lists its keys in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A step's composition hash (16 hex digits): its own definition, the flow's other fields (its
 * title, version, start), the schema of its form, every fixture of the flow (the preview walks
 * them to reach the step), the channel frames and the render layer. The other steps'
 * definitions are not in it: a change to another step that alters only the data this one is
 * reached with is caught by `--all` (npm run test:all), not by the hash.
 */
export function stepHash(c: FlowComposition, stepId: string, renderLayer: string): string {
  const { steps, ...rest } = c.flow;
  const key = formKey(c.flow, stepId);
  const parts = {
    step: steps[stepId],
    flow: rest,
    form: c.forms[key] ?? null,
    fixtures: c.fixtures,
    frames: channelFrames(),
    renderLayer,
  };
  return crypto.createHash('sha256').update(canonical(parts)).digest('hex').slice(0, 16);
}
