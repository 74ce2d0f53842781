// Builds what the browser benchmark loads: the product's production build in dist/ (only when
// older than its sources, as `npm run build` would leave it) and the benchmark's own pages.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { DIST, REPO, repoPath } from '../lib/paths';
import { SOURCES, newestMtime } from '../bundle';
import { generateBenchValidators } from './generate-validators';
import { BENCH_PAGES } from './bench-pages';
import { extractHandWrittenTexts } from '../hand-written/extract-texts';

export const BENCH_OUT = repoPath('bench/browser/.out');

function viteBuild(args: string[], env: Record<string, string> = {}): void {
  // Build output goes to stderr: stdout carries the result line for the runner.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { cwd: REPO, stdio: ['ignore', 2, 2], env: { ...process.env, ...env } });
  if (build.status !== 0) throw new Error(`vite build ${args.join(' ')} failed with status ${build.status}`);
}

/** The product's production build in dist/, built only when older than its sources. */
export function prepareProduct(): void {
  const index = path.join(DIST, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (builtAt < Math.max(...SOURCES.map((s) => newestMtime(repoPath(s))))) {
    process.stderr.write('browser: dist/ is missing or older than the sources; building it (npx vite build)\n');
    viteBuild([]);
  }
}

export function prepareBuilds(): void {
  prepareProduct();
  generateBenchValidators();
  // One build per page, so that each loads only what it imports (see the config).
  for (const page of BENCH_PAGES) viteBuild(['-c', 'bench/browser/vite.config.ts'], { BENCH_PAGE: page });
}

/**
 * The hand-written screens (bench/hand-written/): their words picked out of the product's
 * texts, then their own build into bench/hand-written/.out/ (about 15 s), never into dist/.
 */
export function prepareHandWritten(): void {
  extractHandWrittenTexts();
  viteBuild(['-c', 'bench/hand-written/vite.config.ts']);
}
