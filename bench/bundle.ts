// Benchmark 1: gzip size of the built front end, per page, from Vite's manifest: the login page
// (entry + its page chunk, with static imports) is what a customer on a phone waits for first;
// the pay-new-bill row is one journey's form step after log-on; the total is every journey. A stale or missing dist/ is not
// measured: the benchmark builds into a temp dir instead, so the number never describes old code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { DIST, REPO, repoPath } from './lib/paths';
import { emit, isMain, type BenchRow } from './lib/result';
import { journeyOfRoute } from './lib/journey-index';
// The performance issue's budgets: the login page; one journey's form step after log-on with
// everything it loaded (entry + flow page + the journey's chunk + its lazy widgets); and
// everything but the journeys' own chunks (the shell, the engine, the widgets and their
// libraries). The journeys' chunks grow by design with each flow added (the per-route rows
// prove no other page pays for them) and are reported beside it.
import {
  BUDGET_FIRST_SCREEN_KB,
  BUDGET_JOURNEY_KB,
  BUDGET_SHARED_KB,
  closure,
  brotliSize,
  gzipBytes,
  journeyFiles,
  KB,
  readManifest,
  sharedChunkKeys,
  TEXTS_KEY,
  type Manifest,
} from '../build-tools/page-weight';
const PAY_NEW_BILL_ROUTE = '/transfer-pay/newbill-create';

/** Everything that ends up in the bundle or changes how it is built. */
export const SOURCES = ['app', 'domain', 'engine', 'widgets', 'bridge', 'generated', 'flows', 'schemas', 'build-tools', 'vite.config.ts', 'package-lock.json'];

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

const gzipSize = (file: string): number => gzipBytes(fs.readFileSync(file));

/** Chunks only the sandbox tools reach (app/sandbox/: the recorder, the flow studio); the customers' build has none of them. */
function sandboxOnly(manifest: Manifest): Set<string> {
  const reach = (keys: string[], skip: (key: string) => boolean, into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(key) || skip(key)) continue;
      into.add(key);
      reach([...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])], skip, into);
    }
    return into;
  };
  const isSandbox = (key: string) => manifest[key]?.src?.startsWith('sandbox/') === true;
  const customers = reach(['index.html'], isSandbox);
  const sandbox = reach(Object.keys(manifest).filter(isSandbox), () => false);
  return new Set([...sandbox].filter((k) => !customers.has(k)).map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')));
}

/** The shell's texts in the default language (app/i18n/text-chunks.ts: one chunk per language, loaded by the entry). */
/** Every chunk a flow route loads (build-tools/page-weight.ts, journeyFiles), with the route's flow id. */
function routeChunks(dist: string, manifest: Manifest, route: string): { files: Set<string>; flowId: string } {
  const { flowId, manifestKey } = journeyOfRoute(REPO, route);
  return { files: journeyFiles(dist, manifest, manifestKey, route), flowId };
}

function sizes(dist: string, files: Iterable<string>): { gz: number; br: number; list: string[] } {
  const list = [...files];
  return {
    gz: list.reduce((sum, rel) => sum + gzipSize(path.join(dist, rel)), 0),
    br: list.reduce((sum, rel) => sum + brotliSize(path.join(dist, rel)), 0),
    list,
  };
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
  const manifest = readManifest(dist);
  // Every script of the build: the entry (dist/index.js) and the chunks under assets/.
  const all = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  const total = all.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0);
  // A journey's own chunks: its flow, validators and contracts (generated/journeys/<flow id>/…),
  // not the route index (index.ts, the chunks routes-<NN>).
  const journeyFiles = new Set(
    Object.values(manifest)
      .filter((c) => c.src?.startsWith('../generated/journeys/') && c.src !== '../generated/journeys/index.ts' && !c.src.startsWith('../generated/journeys/routes-'))
      .map((c) => c.file),
  );
  const journeys = [...journeyFiles].reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0);
  const flows = Object.values(manifest).filter((c) => c.isDynamicEntry && /^\.\.\/generated\/journeys\/[^/]+\/index\.js$/.test(c.src ?? '')).length;
  const sandboxFiles = sandboxOnly(manifest);
  const sandbox = [...sandboxFiles].reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0);
  const login = sizes(dist, closure(manifest, ['index.html', sharedChunkKeys(manifest).shell, TEXTS_KEY, 'login/LoginPage.tsx']));
  const payBill = routeChunks(dist, manifest, PAY_NEW_BILL_ROUTE);
  const bill = sizes(dist, payBill.files);
  const names = (list: string[]) => list.map((f) => path.basename(f)).join(' + ');
  return [
    {
      name: 'bundle: first screen JS, login page (gzip)',
      value: login.gz / KB,
      unit: 'kB',
      budget: { kind: 'max', limit: BUDGET_FIRST_SCREEN_KB },
      detail: `${names(login.list)}; brotli as served ${(login.br / KB).toFixed(1)} kB${note}`,
    },
    {
      name: 'bundle: pay-new-bill journey JS (gzip)',
      value: bill.gz / KB,
      unit: 'kB',
      budget: { kind: 'max', limit: BUDGET_JOURNEY_KB },
      detail: `${PAY_NEW_BILL_ROUTE} (${payBill.flowId}): ${names(bill.list)}; brotli as served ${(bill.br / KB).toFixed(1)} kB`,
    },
    {
      name: 'bundle: shared JS, every chunk but the journeys\' own (gzip)',
      value: (total - journeys - sandbox) / KB,
      unit: 'kB',
      budget: { kind: 'max', limit: BUDGET_SHARED_KB },
      detail: `${all.length - journeyFiles.size - sandboxFiles.size} scripts; with the ${flows} journeys' own chunks (${(journeys / KB).toFixed(0)} kB, ${(journeys / KB / Math.max(1, flows)).toFixed(1)} kB each on average) ${(total / KB).toFixed(0)} kB in all; a customer never loads them all; the sandbox tools' own ${sandboxFiles.size} chunks (${(sandbox / KB).toFixed(0)} kB, recorder and flow studio) are not counted: the customers' build has none`,
    },
  ];
}

if (isMain(import.meta.url)) emit(runBundle());
