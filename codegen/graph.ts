// `npm run flows:graph [--paths] [files...]`: a Mermaid state diagram per flow (steps, what they
// call, and the next edges with their conditions), printed as Markdown for product owners. With
// --paths, each diagram is followed by the flow's paths: the same list the replay's path
// coverage checks, derived from the stages the run passes through on each step
// (engine/core/run-chart.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFlows } from './lib/flows';
import { flowSteps } from './lib/flow-forms';
import { isObject } from './lib/json';
import { summarizeLogic } from './lib/logic-summary';
import { rel } from './lib/paths';
import { nextTargets } from './lib/next-targets';
import { stepStages } from '../engine/core/run-chart';
import { flowPaths, pathKey } from './replay/coverage';

/** Mermaid label text: no characters that end a statement or start markup. */
function label(text: string): string {
  return text
    .replace(/[;{}]/g, ' ')
    .replace(/#/g, '#35;')
    .replace(/</g, '#lt;')
    .replace(/>/g, '#gt;')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

// Words with a meaning of their own in a state diagram cannot be state ids.
const RESERVED = new Set(['end', 'state', 'note', 'direction', 'class', 'classDef', 'style', 'click']);

/** Mermaid state ids: letters, digits and underscores; the diagram shows the id as the box title. */
function stateId(stepId: string): string {
  const id = stepId.replace(/[^A-Za-z0-9_]/g, '_');
  return RESERVED.has(id) ? `step_${id}` : id;
}

function describeStep(id: string, step: Record<string, unknown>): string[] {
  const kind = step.kind === 'result' && typeof step.template === 'string' ? `result, ${step.template}` : String(step.kind);
  const title = isObject(step.title) && typeof step.title.en === 'string' ? `${step.title.en} (${kind})` : `(${kind})`;
  const lines = [title];
  if (typeof step.route === 'string') lines.push(step.route);
  const stages = new Set(stepStages(step).map((s) => s.stage));
  const loads = (Array.isArray(step.load) ? step.load : []).flatMap((l) => (isObject(l) && typeof l.tx === 'string' ? [l.tx] : []));
  if (stages.has('load') && loads.length) lines.push(`loads ${loads.join(', ')}`);
  if (stages.has('verify') && isObject(step.verify) && typeof step.verify.bizType === 'string') lines.push(`verifies ${step.verify.bizType}`);
  if (stages.has('submit') && isObject(step.submit) && typeof step.submit.tx === 'string') {
    const auth = stages.has('auth') ? ` after ${String(step.auth)}` : '';
    lines.push(`submits ${step.submit.tx}${auth}`);
  }
  return lines.map((line) => `  ${stateId(id)} : ${label(line)}`);
}

export function flowToMermaid(flow: unknown): string {
  const out = ['stateDiagram-v2'];
  const start = isObject(flow) ? flow.start : undefined;
  if (typeof start === 'string') out.push(`  [*] --> ${stateId(start)}`);
  for (const [id, step] of flowSteps(flow)) {
    out.push(...describeStep(id, step));
    const targets = nextTargets(id, step);
    const branched = targets.some((t) => t.when !== undefined);
    for (const t of targets) {
      const when = t.when !== undefined ? summarizeLogic(t.when) : branched ? 'otherwise' : '';
      out.push(`  ${stateId(id)} --> ${stateId(t.stepId)}${when ? ` : ${label(when)}` : ''}`);
    }
    if (typeof step.backTo === 'string' && !step.backTo.startsWith('/')) out.push(`  ${stateId(id)} --> ${stateId(step.backTo)} : back`);
    if (!targets.length) out.push(`  ${stateId(id)} --> [*]`);
  }
  return out.join('\n');
}

/** The flow's paths as a Markdown list: each way through its steps, and how each can end. */
export function flowPathsMarkdown(flow: unknown): string {
  return flowPaths(flow).map((p) => `- ${pathKey(p)}`).join('\n');
}

export function flowsMarkdown(files?: string[], options: { paths?: boolean } = {}): string {
  return readFlows(files)
    .map(({ file, flow }) => {
      const f = isObject(flow) ? flow : {};
      const title = isObject(f.title) && typeof f.title.en === 'string' ? ` — ${f.title.en}` : '';
      const paths = options.paths ? `\nPaths:\n\n${flowPathsMarkdown(flow)}\n` : '';
      return `## ${String(f.id)} v${String(f.version)}${title}\n\n${rel(file)}\n\n\`\`\`mermaid\n${flowToMermaid(flow)}\n\`\`\`\n${paths}`;
    })
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const args = argv.filter((a) => a !== '--paths').map((f) => path.resolve(f));
  process.stdout.write(flowsMarkdown(args.length ? args : undefined, { paths: argv.includes('--paths') }));
}
