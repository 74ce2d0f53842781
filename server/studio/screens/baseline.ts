// The committed baseline of the screen snapshots: one small JSON file a journey,
// tests/snapshots/<flow id>.json, text only. Per step: its composition hash and the
// accessibility trees its screens show (each distinct tree once: the same tree in five channels
// is kept once); per screen (language/channel): which tree, the picture's signature
// (signature.ts) and the layout findings allowed on it (findings.ts).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../codegen/lib/paths.js';
import { parseSignature } from '../../../domain/screens/signature.js';

export const BASELINE_DIR = path.join(ROOT, 'tests', 'snapshots');
export const FORMAT = 1;

export interface ScreenEntry {
  /** Index into the step's trees. */
  aria: number;
  /** formatSignature(): size and luminance grid. */
  picture: string;
  /** The findings recorded as allowed on this screen (findings.ts keys), sorted. */
  findings: string[];
}

export interface StepEntry {
  hash: string;
  trees: string[];
  /** By screen id `<locale>/<channel>`. */
  screens: Record<string, ScreenEntry>;
}

export interface FlowBaseline {
  format: typeof FORMAT;
  flow: string;
  steps: Record<string, StepEntry>;
}

/** What one capture of a screen found: the tree itself, not its index. */
export interface ScreenShot {
  tree: string;
  picture: string;
  findings: string[];
}

export const emptyBaseline = (flow: string): FlowBaseline => ({ format: FORMAT, flow, steps: {} });

function fail(why: string): never {
  throw new Error(`screen baseline: ${why}`);
}

/** Reads a baseline file's text, refusing anything that is not this format (a hand edit gone wrong, a merge left half done). */
export function parseBaseline(text: string): FlowBaseline {
  const data = JSON.parse(text) as FlowBaseline;
  if (data?.format !== FORMAT) fail(`format ${String(data?.format)} is not ${FORMAT}`);
  if (typeof data.flow !== 'string' || !data.steps || typeof data.steps !== 'object') fail('a baseline names its flow and has steps');
  for (const [stepId, step] of Object.entries(data.steps)) {
    if (!/^[0-9a-f]{16}$/.test(step.hash)) fail(`${stepId}: the hash is 16 hex digits`);
    if (!Array.isArray(step.trees) || step.trees.some((t) => typeof t !== 'string')) fail(`${stepId}: trees are strings`);
    for (const [screen, entry] of Object.entries(step.screens ?? {})) {
      if (!/^(zh-TW|zh-CN|en)\/[a-z]+$/.test(screen)) fail(`${stepId}: "${screen}" is not <locale>/<channel>`);
      if (!Number.isInteger(entry.aria) || entry.aria < 0 || entry.aria >= step.trees.length) fail(`${stepId} ${screen}: no tree ${entry.aria}`);
      parseSignature(entry.picture);
      if (!Array.isArray(entry.findings)) fail(`${stepId} ${screen}: findings are a list`);
    }
  }
  return data;
}

/** Stable text: sorted steps and screens, so a baseline changes by the lines of what changed. */
export function formatBaseline(b: FlowBaseline): string {
  const steps: Record<string, StepEntry> = {};
  for (const id of Object.keys(b.steps).sort()) {
    const step = b.steps[id]!;
    const screens: Record<string, ScreenEntry> = {};
    for (const s of Object.keys(step.screens).sort()) screens[s] = step.screens[s]!;
    steps[id] = { hash: step.hash, trees: step.trees, screens };
  }
  return `${JSON.stringify({ format: b.format, flow: b.flow, steps }, null, 1)}\n`;
}

export function baselineFile(flowId: string, dir = BASELINE_DIR): string {
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(flowId)) throw new Error(`not a flow id: ${flowId}`);
  return path.join(dir, `${flowId}.json`);
}

export function readBaseline(flowId: string, dir = BASELINE_DIR): FlowBaseline {
  const file = baselineFile(flowId, dir);
  return fs.existsSync(file) ? parseBaseline(fs.readFileSync(file, 'utf8')) : emptyBaseline(flowId);
}

export function writeBaseline(b: FlowBaseline, dir = BASELINE_DIR): void {
  fs.mkdirSync(dir, { recursive: true });
  const file = baselineFile(b.flow, dir);
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, formatBaseline(b));
  fs.renameSync(temp, file);
}

/** The screen as the baseline holds it, with its tree, or undefined where it has none. */
export function screenOf(b: FlowBaseline, stepId: string, screen: string): ScreenShot | undefined {
  const step = b.steps[stepId];
  const entry = step?.screens[screen];
  return entry && { tree: step.trees[entry.aria]!, picture: entry.picture, findings: entry.findings };
}

/**
 * Records one screen as accepted. The step's hash is set only with `hash` (when every screen of
 * the step is accepted): a step with a screen still refused keeps its old hash, so it is taken
 * and compared again on the next run.
 */
export function acceptScreen(b: FlowBaseline, stepId: string, screen: string, shot: ScreenShot, hash?: string): FlowBaseline {
  const step: StepEntry = structuredClone(b.steps[stepId]) ?? { hash: hash ?? '0'.repeat(16), trees: [], screens: {} };
  const current = Object.fromEntries(Object.entries(step.screens).map(([s, e]) => [s, { ...e, tree: step.trees[e.aria]! }]));
  current[screen] = { aria: 0, tree: shot.tree, picture: shot.picture, findings: [...shot.findings].sort() };
  // Trees again from the screens, in screen order: one a distinct tree, none left unused.
  const trees: string[] = [];
  const screens: Record<string, ScreenEntry> = {};
  for (const s of Object.keys(current).sort()) {
    const { tree, picture, findings } = current[s]!;
    let i = trees.indexOf(tree);
    if (i < 0) i = trees.push(tree) - 1;
    screens[s] = { aria: i, picture, findings };
  }
  return { ...b, steps: { ...b.steps, [stepId]: { hash: hash ?? step.hash, trees, screens } } };
}

/** Steps the flow no longer has are dropped from its baseline. */
export function keepSteps(b: FlowBaseline, stepIds: string[]): FlowBaseline {
  return { ...b, steps: Object.fromEntries(Object.entries(b.steps).filter(([id]) => stepIds.includes(id))) };
}
