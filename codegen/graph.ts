// `npm run flows:graph [files...]`: a Mermaid state diagram per flow (steps, what they call, and
// the next edges with their conditions), printed as Markdown for product owners.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFlows } from './lib/flows';
import { flowSteps } from './lib/flow-forms';
import { isObject } from './lib/json';
import { summarizeLogic } from './lib/logic-summary';
import { rel } from './lib/paths';
import { nextTargets } from './lib/next-targets';

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
  const loads = (Array.isArray(step.load) ? step.load : []).flatMap((l) => (isObject(l) && typeof l.tx === 'string' ? [l.tx] : []));
  if (loads.length) lines.push(`loads ${loads.join(', ')}`);
  if (isObject(step.submit) && typeof step.submit.tx === 'string') {
    const auth = typeof step.auth === 'string' && step.auth !== 'none' ? ` after ${step.auth}` : '';
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

export function flowsMarkdown(files?: string[]): string {
  return readFlows(files)
    .map(({ file, flow }) => {
      const f = isObject(flow) ? flow : {};
      const title = isObject(f.title) && typeof f.title.en === 'string' ? ` — ${f.title.en}` : '';
      return `## ${String(f.id)} v${String(f.version)}${title}\n\n${rel(file)}\n\n\`\`\`mermaid\n${flowToMermaid(flow)}\n\`\`\`\n`;
    })
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2).map((f) => path.resolve(f));
  process.stdout.write(flowsMarkdown(args.length ? args : undefined));
}
