// Every journey within its budget, from the build alone (docs/performance.md, "Every journey's
// first screen"): for each journey's start route, the scripts its first screen needs on the
// wire (brotli, as the bank serves them), followed through Vite's manifest exactly as the router
// loads them: the entry, the shell, the texts, the route index, the flow page, the journey's
// chunk and the lazy widgets its forms name. No browser, no clock: the same build gives the same
// table. The log-on page and the home have a budget of their own. The table is written into
// docs/performance.md; a journey over its budget fails the check with its size and its chunks.
// Run after a production build: npm run check:budgets (not yet a phase of npm test: the account
// opening journey is 0.2 kB over, docs/performance.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliSize, closure, journeyFiles, KB, readManifest, sharedChunkKeys, TEXTS_KEY, type Manifest } from '../../build-tools/page-weight';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(REPO, 'dist');
const DOC = path.join(REPO, 'docs', 'performance.md');
export const BUDGET_JOURNEY_BR_KB = 200;
export const BUDGET_SHELL_PAGE_BR_KB = 150;
const START = '<!-- journey-budgets:start -->';
const END = '<!-- journey-budgets:end -->';

interface Row {
  page: string;
  route: string;
  kb: number;
  budget: number;
  files: { file: string; kb: number }[];
}

function weigh(files: Iterable<string>): { kb: number; files: { file: string; kb: number }[] } {
  const list = [...files].map((file) => ({ file, kb: brotliSize(path.join(DIST, file)) / KB })).sort((a, b) => b.kb - a.kb);
  return { kb: list.reduce((sum, f) => sum + f.kb, 0), files: list };
}

function rows(manifest: Manifest): Row[] {
  const index = JSON.parse(fs.readFileSync(path.join(REPO, 'generated', 'journeys', 'routes.json'), 'utf8')) as { routes: Record<string, string>; modules: Record<string, string> };
  const out: Row[] = [];
  const { shell } = sharedChunkKeys(manifest);
  for (const [page, route, key] of [
    ['log-on', '/login/index', 'login/LoginPage.tsx'],
    ['home', '/mine/index', 'pages/MineIndexPage.tsx'],
  ] as const) {
    out.push({ page, route, budget: BUDGET_SHELL_PAGE_BR_KB, ...weigh(closure(manifest, ['index.html', shell, TEXTS_KEY, key])) });
  }
  for (const [flowId, module] of Object.entries(index.modules).sort()) {
    const flow = JSON.parse(fs.readFileSync(path.join(REPO, 'generated', path.dirname(module), 'flow.json'), 'utf8')) as { start: string; steps: Record<string, { route: string }> };
    const route = flow.steps[flow.start]!.route;
    out.push({ page: flowId, route, budget: BUDGET_JOURNEY_BR_KB, ...weigh(journeyFiles(DIST, manifest, `../generated/${module}`)) });
  }
  return out;
}

function table(all: Row[]): string {
  const lines = all.map((r) => `| ${r.page} | \`${r.route}\` | ${r.kb.toFixed(1)} | ${r.budget} |`);
  return [
    START,
    `Written by \`tests/packaging/journey-budgets.ts\` from the build (brotli, as served). ${all.length} pages; the heaviest first screen is ${Math.max(...all.map((r) => r.kb)).toFixed(1)} kB.`,
    '',
    '| page | start route | kB | budget |',
    '|---|---|---|---|',
    ...lines,
    END,
  ].join('\n');
}

function main(): number {
  const manifest = readManifest(DIST);
  const all = rows(manifest);
  const doc = fs.readFileSync(DOC, 'utf8');
  const written = doc.includes(START) ? doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), table(all)) : `${doc.trimEnd()}\n\n## Every journey's first screen\n\n${table(all)}\n`;
  if (written !== doc) fs.writeFileSync(DOC, written);
  const over = all.filter((r) => r.kb > r.budget);
  const heaviest = [...all].sort((a, b) => b.kb - a.kb).slice(0, 3);
  console.log(`${all.length} first screens weighed, ${all.length - over.length} within their budgets; heaviest: ${heaviest.map((r) => `${r.page} ${r.kb.toFixed(1)} kB`).join(', ')}`);
  for (const r of over) {
    console.log(`✗ ${r.page} (${r.route}): ${r.kb.toFixed(1)} kB of script on the wire, budget ${r.budget} kB. Its chunks:`);
    for (const f of r.files.slice(0, 8)) console.log(`    ${f.kb.toFixed(1).padStart(6)} kB  ${f.file}`);
  }
  return over.length ? 1 : 0;
}

process.exitCode = main();
