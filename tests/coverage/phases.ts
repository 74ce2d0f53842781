// The steps of `npm run coverage`: each a command with what it needs in its environment to
// record coverage. Every product process runs V8's coverage: Vitest's workers through
// @vitest/coverage-v8, the Node processes through NODE_V8_COVERAGE, Chromium through
// Playwright's coverage API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Options, Phase } from './args';
import { RAW, REPO } from './scope';

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** Runs a step with the terminal's output; resolves to its exit code (1 when it cannot start). */
export function runStep(step: Step): Promise<number> {
  console.log(`\n▶ ${step.name}: ${[step.command, ...step.args].join(' ')}`);
  // Node's coverage only where a step asks for it: inherited, it would also record the test
  // runners themselves.
  const { NODE_V8_COVERAGE: _inherited, ...env } = process.env;
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: REPO,
      stdio: 'inherit',
      env: { ...env, PATH: `${path.join(REPO, 'node_modules/.bin')}${path.delimiter}${env.PATH ?? ''}`, ...step.env },
    });
    child.on('error', (error) => {
      console.error(`${step.name}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

export const codegen: Step = { name: 'codegen', command: 'npm', args: ['run', 'codegen'] };

/**
 * The production build the browser phase runs and maps back (build.sourcemap is on in
 * vite.config.ts), not minified: the minifier folds and moves conditions, and its maps place
 * a branch a few characters away from where the other phases' transforms place it, so the
 * same branch would be counted two or three times. Same modules, same tree shaking.
 */
export const build: Step = { name: 'build', command: 'vite', args: ['build', '--minify', 'false'] };

export function testStep(phase: Phase, options: Options): Step {
  const filters = options.filters[phase];
  switch (phase) {
    case 'vitest':
      // The usual config and workers; only the coverage provider is added, here and not in
      // vite.config.ts, so `npm test` runs as fast as before. Its conversion step is replaced
      // to hand over V8's own data (vitest-provider.ts); reported also when a test failed.
      return {
        name: 'vitest',
        command: 'vitest',
        args: [
          'run',
          ...filters,
          '--coverage.enabled',
          '--coverage.provider=custom',
          '--coverage.customProviderModule=tests/coverage/vitest-provider.ts',
          `--coverage.reportsDirectory=${RAW.vitest}`,
          '--coverage.reportOnFailure',
          '--coverage.reporter=none',
        ],
      };
    case 'replay':
      // tsx's loader as `npx tsx` uses it, then MCR's loader hook, which saves the code tsx
      // produced beside the coverage files: with the code V8 ran, branches are read from it
      // (Node's files carry only the source maps).
      return {
        name: 'replay',
        command: process.execPath,
        args: ['--import', 'tsx', '--import', 'monocart-coverage-reports/register', 'tests/replay/run.ts', ...filters],
        env: { NODE_V8_COVERAGE: RAW.replay },
      };
    case 'e2e':
      // The pages' coverage through the specs' shared fixture (tests/e2e/support/test.ts) and
      // the bank's through playwright.config.ts, which hands the folder to the bank alone.
      return {
        name: 'e2e',
        command: 'playwright',
        args: ['test', ...filters],
        env: { E2E_COVERAGE_DIR: RAW.browser, E2E_SERVER_COVERAGE_DIR: RAW.server },
      };
  }
}
