// Adding a journey must not add or change a byte of another journey's pages. This builds the
// front end twice in a temp copy of the sources (node_modules linked): once as it is, once with
// one more flow (a copy of an existing one under a new id and new routes), and compares the
// chunks that the login page and the pay-new-bill route load, read from Vite's manifest.
// Only the journeys' route index may change: its chunks (app/routing/route-shard.ts) that hold
// the new flow's routes or its loader, and no other; and the entry only by the names of those
// chunks; both by a little.
// Run: npx tsx tests/packaging/journey-isolation.ts  (about a minute: two production builds).
// With `--keep-build dist` the first build (the sources as they are) becomes dist/, which is
// what `vite build` would write there: `npm test` serves it to the Chromium tests instead of
// building a third time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { journeyOfRoute, sharedChunkKeys } from '../../bench/lib/journey-index';
import { routeShardKey } from '../../build-tools/page-weight';
import { ROUTE_SHARDS, routeShard } from '../../app/routing/route-shard';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['app', 'locales', 'domain', 'engine', 'widgets', 'bridge', 'codegen', 'schemas', 'flows', 'build-tools', 'server/i18n', 'vite.config.ts', 'package.json', 'tsconfig.json'];
const UNTOUCHED_ROUTE = '/transfer-pay/newbill-create';
const PROBE_SOURCE = 'flows/bill/newbill-create.json';
/** A chunk of the route index grows by one line per route of the new flow it holds; its gzipped cost stays small. */
const MAX_INDEX_GROWTH_GZ = 400;
/** The entry names the route index's chunks, whose hashes change with them. */
const MAX_ENTRY_GROWTH_GZ = 40;
/** The chunk of the route index the untouched route reads. */
const ROUTE_INDEX_KEY = routeShardKey(UNTOUCHED_ROUTE);
const PROBE_ID = 'bill.isolation-probe';

interface Chunk {
  file: string;
  name?: string;
  imports?: string[];
}
type Manifest = Record<string, Chunk>;

function run(cwd: string, cmd: string, args: string[]): void {
  const result = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status})`);
}

function build(work: string, outDir: string): { manifest: Manifest; dist: string } {
  run(work, 'npx', ['tsx', 'codegen/generate.ts']);
  run(work, 'npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
  return { manifest: JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest, dist: outDir };
}

function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
    if (into.has(chunk.file)) continue;
    into.add(chunk.file);
    closure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

function pageChunks(manifest: Manifest, work: string): Record<string, Set<string>> {
  const { manifestKey } = journeyOfRoute(work, UNTOUCHED_ROUTE);
  const { shell, flowPage } = sharedChunkKeys(manifest);
  return {
    'login page': closure(manifest, ['index.html', shell, 'login/LoginPage.tsx']),
    [UNTOUCHED_ROUTE]: closure(manifest, ['index.html', shell, ROUTE_INDEX_KEY, flowPage, manifestKey]),
  };
}

/** The route index's chunks the added flow may change: those of its routes and of its flow id. */
let probeShards = new Set<number>();

function addProbeFlow(work: string): void {
  const source = path.join(work, PROBE_SOURCE);
  const flow = JSON.parse(fs.readFileSync(source, 'utf8')) as { id: string; steps: Record<string, { route: string }> };
  flow.id = PROBE_ID;
  for (const [stepId, step] of Object.entries(flow.steps)) step.route = `/isolation-probe/${stepId}`;
  probeShards = new Set([PROBE_ID, ...Object.values(flow.steps).map((step) => step.route)].map(routeShard));
  // Next to its original, so its forms' relative $refs resolve the same way.
  fs.writeFileSync(path.join(path.dirname(source), 'isolation-probe.json'), JSON.stringify(flow, null, 2));
}

/** `--keep-build <dir>`: where the first build goes after a passing check (relative to the repository). */
function keepBuildDir(): string | undefined {
  const at = process.argv.indexOf('--keep-build');
  if (at < 0) return undefined;
  const dir = process.argv[at + 1];
  if (!dir) throw new Error('--keep-build needs a folder, e.g. --keep-build dist');
  return path.resolve(REPO, dir);
}

function main(): void {
  const started = Date.now();
  const keep = keepBuildDir();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-isolation-'));
  try {
    for (const entry of SOURCES) fs.cpSync(path.join(REPO, entry), path.join(work, entry), { recursive: true });
    fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(work, 'node_modules'));
    const before = build(work, path.join(work, 'dist-before'));
    const pagesBefore = pageChunks(before.manifest, work);
    addProbeFlow(work);
    const after = build(work, path.join(work, 'dist-after'));
    const pagesAfter = pageChunks(after.manifest, work);
    if (!Object.values(after.manifest).some((c) => c.name === PROBE_ID)) throw new Error('the added flow got no chunk of its own');

    const problems: string[] = [];
    // The route index's other chunks are byte for byte as they were: another route's page reads
    // the same chunk after a flow is added.
    for (let n = 0; n < ROUTE_SHARDS; n += 1) {
      const key = `../generated/journeys/routes-${String(n).padStart(2, '0')}.ts`;
      const [was, now] = [before.manifest[key], after.manifest[key]];
      if (!was || !now) {
        problems.push(`the route index's chunk ${key} is missing from a build`);
        continue;
      }
      const same = fs.readFileSync(path.join(before.dist, was.file)).equals(fs.readFileSync(path.join(after.dist, now.file)));
      if (!same && !probeShards.has(n)) problems.push(`the route index's chunk ${n} changed, though it holds none of the new flow's routes nor its loader`);
      if (same && probeShards.has(n)) problems.push(`the route index's chunk ${n} did not change, though it should hold the new flow`);
    }
    for (const [page, files] of Object.entries(pagesBefore)) {
      const now = pagesAfter[page]!;
      // The route index is the same chunk under a new name (its hash follows its content).
      const indexBefore = before.manifest[ROUTE_INDEX_KEY]!.file;
      const indexAfter = after.manifest[ROUTE_INDEX_KEY]!.file;
      const grown = (file: string, limit: number, what: string, fileAfter = file) => {
        const growth = zlib.gzipSync(fs.readFileSync(path.join(after.dist, fileAfter))).length - zlib.gzipSync(fs.readFileSync(path.join(before.dist, file))).length;
        if (growth > limit) problems.push(`${page}: ${what} grew by ${growth} bytes gzipped (> ${limit})`);
      };
      for (const file of files) {
        if (file === indexBefore) {
          grown(file, MAX_INDEX_GROWTH_GZ, 'the route index', indexAfter);
          continue;
        }
        if (!now.has(file)) {
          problems.push(`${page}: ${file} is no longer loaded (renamed: its content changed)`);
          continue;
        }
        if (file === before.manifest['index.html']!.file) grown(file, MAX_ENTRY_GROWTH_GZ, 'the entry');
        else if (!fs.readFileSync(path.join(before.dist, file)).equals(fs.readFileSync(path.join(after.dist, file)))) problems.push(`${page}: ${file} changed`);
      }
      for (const file of now) if (!files.has(file) && file !== indexAfter) problems.push(`${page}: now also loads ${file}`);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (problems.length) {
      console.error(`journey isolation: FAILED after adding a flow (${seconds} s)\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      const counts = Object.entries(pagesBefore).map(([p, f]) => `${p} ${f.size} chunks`).join(', ');
      console.log(`journey isolation: adding a flow left the other pages' chunks unchanged (${counts}; ${seconds} s)`);
      if (keep) {
        // The same sources, config and dependencies as a build in the repository: every file
        // served is byte for byte what `vite build` writes (checked against one); only the
        // sourcemaps and the manifest name the dependencies by their path from the temp copy.
        fs.rmSync(keep, { recursive: true, force: true });
        fs.cpSync(before.dist, keep, { recursive: true });
        console.log(`journey isolation: the first build is now ${path.relative(REPO, keep)}/`);
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main();
