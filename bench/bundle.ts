// Benchmark 1: gzip size of the built front end. The initial chunk (what index.html loads, plus
// whatever it imports statically) is what a customer on a phone waits for before the login page;
// the total is what the whole product costs to download. A stale or missing dist/ is not
// measured: the benchmark builds into a temp dir instead, so the number never describes old code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { DIST, REPO, repoPath } from './lib/paths';
import { emit, isMain, type BenchRow } from './lib/result';

const KB = 1000; // kB as Vite's build report prints them, so the two can be compared directly.
const BUDGET_INITIAL_KB = 300;
const BUDGET_TOTAL_KB = 600;

/** Everything that ends up in the bundle or changes how it is built. */
export const SOURCES = ['app', 'engine', 'widgets', 'bridge', 'generated', 'flows', 'schemas', 'vite.config.ts', 'package-lock.json'];

export function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * The folder to measure: dist/ when it is newer than every source, else a fresh build in a
 * temp dir. dist/ itself is never rebuilt here: the server and the end-to-end tests serve it.
 */
function builtDir(): { dir: string; fresh: boolean } {
  const index = path.join(DIST, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(repoPath(s))));
  if (builtAt >= changedAt) return { dir: DIST, fresh: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dist-'));
  process.stderr.write(`bundle: dist/ is missing or older than the sources; building into ${dir} (npm run build refreshes dist/)\n`);
  // Build output goes to stderr: stdout carries the result line for the runner.
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: REPO,
    stdio: ['ignore', 2, 2],
  });
  if (build.status !== 0) throw new Error(`vite build failed with status ${build.status}`);
  return { dir, fresh: true };
}

// zlib's default level (6): what Vite's build report and a typical server's compression use.
const gzipSize = (file: string): number => zlib.gzipSync(fs.readFileSync(file)).length;

/** The entry chunk(s) of index.html and their static imports: what loads before the first screen. */
function initialChunks(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  const visit = (rel: string): void => {
    if (seen.has(rel)) return;
    seen.add(rel);
    const code = fs.readFileSync(path.join(dist, rel), 'utf8');
    // Static `import … from "./x.js"` / `export … from`; dynamic import("./x.js") is lazy and excluded.
    for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(rel), m[1]!));
    }
  };
  roots.forEach(visit);
  return [...seen];
}

export function runBundle(): BenchRow[] {
  const { dir, fresh } = builtDir();
  try {
    return measure(dir, fresh ? ', fresh build in a temp dir' : '');
  } finally {
    if (fresh) fs.rmSync(dir, { recursive: true, force: true });
  }
}

function measure(dist: string, note: string): BenchRow[] {
  const assets = path.join(dist, 'assets');
  const all = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  const total = all.reduce((sum, f) => sum + gzipSize(path.join(assets, f)), 0);
  const initial = initialChunks(dist);
  const initialGz = initial.reduce((sum, rel) => sum + gzipSize(path.join(dist, rel)), 0);
  return [
    {
      name: 'bundle: initial JS (gzip)',
      value: initialGz / KB,
      unit: 'kB',
      budget: { kind: 'max', limit: BUDGET_INITIAL_KB },
      detail: `${initial.map((f) => path.basename(f)).join(' + ')}${note}`,
    },
    {
      name: 'bundle: total JS (gzip)',
      value: total / KB,
      unit: 'kB',
      budget: { kind: 'max', limit: BUDGET_TOTAL_KB },
      detail: `${all.length} chunks in assets/`,
    },
  ];
}

if (isMain(import.meta.url)) emit(runBundle());
