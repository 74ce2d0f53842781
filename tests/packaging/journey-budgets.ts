// Every journey within its budget, from the build alone (docs/performance.md, "Every journey's
// first screen"): for each journey's start route, the scripts its first screen needs on the
// wire (brotli, as the bank serves them), followed through Vite's manifest exactly as the router
// loads them: the entry, the shell, the texts, the route index, the flow page, the journey's
// chunk and the lazy widgets its forms name. No browser, no clock: the same build gives the same
// table. The log-on page and the home have a budget of their own. The table is written into
// docs/performance.md, and each module's share of the pages (from the build's source maps,
// build-tools/module-weight.ts) into journey-budgets.modules.json beside this file; a page over
// its budget fails the check with its size, its chunks and the modules that grew since that
// record. A phase of npm test (tests/run.ts), on the build the packaging phase keeps as dist/;
// on its own after a production build: npm run check:budgets.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliSize, closure, journeyFiles, KB, readManifest, sharedChunkKeys, TEXTS_KEY, type Manifest } from '../../build-tools/page-weight';
import { moduleBytes, packageOf } from '../../build-tools/module-weight';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(REPO, 'dist');
const DOC = path.join(REPO, 'docs', 'performance.md');
/** Each module's kB on the wire when the check last passed: what "grew" is measured against. */
const MODULES_RECORD = path.join(REPO, 'tests', 'packaging', 'journey-budgets.modules.json');
/** Growth below this is rounding, not a change. */
const GREW_KB = 0.05;
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

/** A module's kB on the wire: its share of its chunk's raw bytes times the chunk's brotli size. Packages count as one. */
const moduleCache = new Map<string, Map<string, number>>();
function modulesOf(file: string): Map<string, number> {
  let out = moduleCache.get(file);
  if (!out) {
    const raw = moduleBytes(path.join(DIST, file));
    const total = [...raw.values()].reduce((a, b) => a + b, 0);
    const kb = brotliSize(path.join(DIST, file)) / KB;
    out = new Map();
    // Bytes no source maps to (the bundler's glue) are the chunk's own, named without its hash.
    const glue = `(${path.basename(file).replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '')} glue)`;
    for (const [module, bytes] of raw) {
      const key = module === '(chunk)' ? glue : packageOf(module);
      out.set(key, (out.get(key) ?? 0) + (bytes / total) * kb);
    }
    moduleCache.set(file, out);
  }
  return out;
}

function pageModules(row: Row): Map<string, number> {
  const out = new Map<string, number>();
  for (const { file } of row.files) for (const [m, kb] of modulesOf(file)) out.set(m, (out.get(m) ?? 0) + kb);
  return out;
}

function readRecord(): Record<string, number> {
  return fs.existsSync(MODULES_RECORD) ? (JSON.parse(fs.readFileSync(MODULES_RECORD, 'utf8')) as Record<string, number>) : {};
}

/** Every module on any first screen, with its kB (two decimals, sorted: the same build writes the same file). */
function writeRecord(all: Row[]): void {
  const every = new Map<string, number>();
  for (const row of all) for (const [m, kb] of pageModules(row)) every.set(m, kb);
  const sorted = Object.fromEntries([...every].sort(([a], [b]) => (a < b ? -1 : 1)).map(([m, kb]) => [m, Math.round(kb * 100) / 100]));
  const text = `${JSON.stringify(sorted, null, 1)}\n`;
  if (!fs.existsSync(MODULES_RECORD) || fs.readFileSync(MODULES_RECORD, 'utf8') !== text) fs.writeFileSync(MODULES_RECORD, text);
}

/** The page's modules that weigh more than in the record (new ones included), largest growth first. */
function grown(row: Row, record: Record<string, number>): { module: string; was: number; now: number }[] {
  return [...pageModules(row)]
    .map(([module, now]) => ({ module, was: record[module] ?? 0, now }))
    .filter((m) => m.now - m.was >= GREW_KB)
    .sort((a, b) => b.now - b.was - (a.now - a.was));
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
    out.push({ page: flowId, route, budget: BUDGET_JOURNEY_BR_KB, ...weigh(journeyFiles(DIST, manifest, `../generated/${module}`, route)) });
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
  const record = readRecord();
  // The record moves only with a passing build, so a failing one is compared with the last good one.
  if (!over.length) writeRecord(all);
  const heaviest = [...all].sort((a, b) => b.kb - a.kb).slice(0, 3);
  console.log(`${all.length} first screens weighed, ${all.length - over.length} within their budgets; heaviest: ${heaviest.map((r) => `${r.page} ${r.kb.toFixed(1)} kB`).join(', ')}`);
  for (const r of over) {
    console.log(`✗ ${r.page} (${r.route}): ${r.kb.toFixed(1)} kB of script on the wire, budget ${r.budget} kB. Its chunks:`);
    for (const f of r.files.slice(0, 8)) console.log(`    ${f.kb.toFixed(1).padStart(6)} kB  ${f.file}`);
    const grew = grown(r, record);
    console.log(grew.length ? `  The modules that grew since ${path.relative(REPO, MODULES_RECORD)} (kB on the wire, before → now):` : '  No module grew since the record: the budget or the record changed.');
    for (const g of grew.slice(0, 12)) console.log(`    +${(g.now - g.was).toFixed(2).padStart(5)} kB  ${g.module} (${g.was.toFixed(2)} → ${g.now.toFixed(2)})`);
    if (grew.length > 12) console.log(`    … and ${grew.length - 12} more`);
  }
  return over.length ? 1 : 0;
}

process.exitCode = main();
