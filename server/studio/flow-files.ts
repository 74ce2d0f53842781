// The product owners' studio, the bank's side (docs/studio.md): which flow files may be read
// and written, the linter run on a flow as edited, and the saved definitions the app's studio
// tabs take instead of the built ones. Sandbox and development only: server/http/studio.ts
// registers nothing when NODE_ENV=production.
import fs from 'node:fs';
import path from 'node:path';
import { expandRefs } from '../../codegen/lib/flow-refs.js';
import { flowHash } from '../../codegen/lib/journey-names.js';
import { flowForms, formKey } from '../../codegen/lib/flow-forms.js';
import { resolveFormSchema } from '../../codegen/lib/form-schema.js';
import { flowGraph, type GraphEdge, type GraphNode } from './flow-graph.js';
import { defaultFlowFiles } from '../../codegen/lib/flows.js';
import { FLOWS_DIR, ROOT, rel } from '../../codegen/lib/paths.js';
import { isObject, listJsonFiles } from '../../codegen/lib/json.js';
import { sharedParts } from '../../codegen/lib/shared-parts.js';
import { defaultCatalog, type Catalog } from '../../codegen/lint/context.js';
import { lintFlow } from '../../codegen/lint/index.js';
import { menuOrderProblems } from '../../codegen/lint/menu-order.js';
import type { Problem } from '../../codegen/lint/types.js';

/** A journey's file: flows/<area>/<name>.json, never the shared parts, nothing outside flows/. */
const FLOW_PATH = /^flows\/([a-z0-9][a-z0-9-]*)\/([a-z0-9][a-z0-9-]*)\.json$/;

export class StudioPathError extends Error {}

/** The absolute file of a studio path, or a StudioPathError saying why it is refused. */
export function flowFile(relative: unknown): string {
  if (typeof relative !== 'string' || !FLOW_PATH.test(relative)) {
    throw new StudioPathError('A flow is flows/<area>/<name>.json: lower-case letters, digits and dashes only.');
  }
  const area = FLOW_PATH.exec(relative)![1]!;
  if (area === 'shared') throw new StudioPathError('The shared texts, tables and fragments are not edited in the studio.');
  const file = path.resolve(ROOT, relative);
  // The pattern already excludes '..' and separators; this also refuses a symbolic link out of flows/.
  const flowsReal = fs.realpathSync(FLOWS_DIR);
  const dir = path.dirname(file);
  const dirReal = fs.existsSync(dir) ? fs.realpathSync(dir) : path.join(flowsReal, area);
  if (path.dirname(dirReal) !== flowsReal) throw new StudioPathError('Only files directly in an area folder of flows/ can be edited.');
  if (fs.existsSync(file) && fs.lstatSync(file).isSymbolicLink()) throw new StudioPathError('The file is a symbolic link.');
  return file;
}

export interface FlowSummary {
  path: string;
  id: string;
  area: string;
  title: unknown;
  steps: string[];
}

/** Every journey's file with its id, title (expanded) and steps, for the studio's list. */
export function listFlows(): FlowSummary[] {
  const parts = sharedParts();
  return defaultFlowFiles().flatMap((file) => {
    try {
      const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
      if (!isObject(raw)) return [];
      const expanded = expandRefs<Record<string, unknown>>(raw, parts).value;
      const relative = rel(file);
      return [
        {
          path: relative,
          id: String(raw.id ?? ''),
          area: relative.split('/')[1]!,
          title: expanded.title ?? null,
          steps: isObject(raw.steps) ? Object.keys(raw.steps) : [],
        },
      ];
    } catch {
      return [{ path: rel(file), id: '', area: rel(file).split('/')[1]!, title: null, steps: [] }];
    }
  });
}

export interface CheckResult {
  /** What the linter says; empty means the flow may be saved. */
  problems: StudioProblem[];
  /** The flow as the engine receives it (references expanded), when the text parses. */
  flow?: unknown;
  /** Each form's schema as the engine renders it (external references inlined), by form key. */
  forms?: Record<string, unknown>;
  graph?: { nodes: GraphNode[]; edges: GraphEdge[] };
}

export interface StudioProblem {
  rule: string;
  location: string;
  message: string;
}

/** JSON.parse's complaint as a linter problem at the start of the file. */
function parseProblem(text: string): StudioProblem | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (e) {
    return { rule: 'json', location: '(file)', message: (e as Error).message };
  }
}

let catalog: Catalog | undefined;

/** The flow linter (the same rules as `npm run lint:flows`) on the text of one flow as edited. */
export function checkFlow(relative: string, text: string): CheckResult {
  const file = flowFile(relative);
  const bad = parseProblem(text);
  if (bad) return { problems: [bad] };
  const flow = JSON.parse(text) as unknown;
  catalog ??= defaultCatalog();
  const problems: Problem[] = lintFlow(file, flow, catalog);
  // Menu orders are unique per group: checked against every other flow as it is on disk.
  const others = defaultFlowFiles()
    .filter((f) => f !== file)
    .flatMap((f) => {
      try {
        return [{ file: f, flow: JSON.parse(fs.readFileSync(f, 'utf8')) as unknown }];
      } catch {
        return [];
      }
    });
  problems.push(...menuOrderProblems([...others, { file, flow }]).filter((p) => p.file === rel(file)));
  const expanded = expandRefs(flow, catalog.parts);
  const result: CheckResult = { problems: problems.map(({ rule, location, message }) => ({ rule, location, message })) };
  if (expanded.problems.length) return result;
  const forms: Record<string, unknown> = {};
  for (const form of flowForms(expanded.value)) {
    const { schema, problems: refs } = resolveFormSchema(form.schema, file);
    if (!refs.length) forms[formKey(expanded.value as { id?: unknown }, form.stepId)] = schema;
  }
  return { ...result, flow: expanded.value, forms, graph: flowGraph(expanded.value) };
}

export interface SaveResult {
  ok: boolean;
  problems: StudioProblem[];
  /** The file changed on disk since the studio opened it. */
  conflict?: boolean;
  created?: boolean;
}

/**
 * Writes the flow after the linter passed. `base` is the text the editor started from: a file
 * that changed on disk since is not overwritten. A new file must not exist yet.
 */
export function saveFlow(relative: string, text: string, base: string | null): SaveResult {
  const file = flowFile(relative);
  const exists = fs.existsSync(file);
  const current = exists ? fs.readFileSync(file, 'utf8') : null;
  if (current !== base) return { ok: false, problems: [], conflict: true };
  const { problems } = checkFlow(relative, text);
  if (problems.length) return { ok: false, problems };
  const id = (JSON.parse(text) as { id?: unknown }).id;
  const clash = listFlows().find((f) => f.id === id && f.path !== relative);
  if (clash) return { ok: false, problems: [{ rule: 'flow-id', location: 'id', message: `the id "${String(id)}" is already the id of ${clash.path}` }] };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written next to the file, then renamed: a reader never sees half a flow.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text.endsWith('\n') ? text : `${text}\n`);
  fs.renameSync(temp, file);
  return { ok: true, problems: [], created: !exists };
}

/** The text of a flow file as it is on disk. */
export function readFlowText(relative: string): string {
  return fs.readFileSync(flowFile(relative), 'utf8');
}

/** The fixtures (tests/fixtures/**) of a flow: the preview's sample data. */
export function fixturesOf(flowId: string): unknown[] {
  return listJsonFiles(path.join(ROOT, 'tests', 'fixtures')).flatMap((file) => {
    try {
      const fixture = JSON.parse(fs.readFileSync(file, 'utf8')) as { flow?: unknown };
      return fixture.flow === flowId ? [{ ...fixture, file: rel(file) }] : [];
    } catch {
      return [];
    }
  });
}

export interface SavedDefinition {
  flow: unknown;
  /** `<id>@<version>#<hash>` as codegen writes it (codegen/gen/journeys.ts), of the definition as saved. */
  definition: string;
}

/** The flow with this id as it is on disk now (references expanded), for the app's studio tabs. */
export function savedDefinition(flowId: string): SavedDefinition | undefined {
  const parts = sharedParts();
  for (const file of defaultFlowFiles()) {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    if (!isObject(raw) || raw.id !== flowId) continue;
    const expanded = expandRefs<Record<string, unknown>>(raw, parts);
    if (expanded.problems.length) return undefined;
    const { flow, hash } = compiledDefinition(expanded.value);
    return { flow, definition: `${flowId}@${String(flow.version)}#${hash}` };
  }
  return undefined;
}

export interface CompiledDefinition {
  flow: Record<string, unknown>;
  /** flow.json as the build writes it for the engine. */
  json: string;
  /** Its fingerprint, as every money-moving request of the journey names it. */
  hash: string;
}

/** A flow with its references expanded, as the build compiles it (codegen/gen/journeys.ts). */
export function compiledDefinition(expanded: Record<string, unknown>): CompiledDefinition {
  const flow = structuredClone(expanded);
  if (typeof flow.$schema === 'string') flow.$schema = flow.$schema.replace('flow-authoring.schema.json', 'flow.schema.json');
  const json = `${JSON.stringify(flow, null, 2)}\n`;
  return { flow, json, hash: flowHash(json) };
}

