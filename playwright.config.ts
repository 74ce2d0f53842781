// End-to-end tests in real Chromium against the real sandbox bank (built front end + HTTP
// server + a fresh SQLite database file per run), one bank per worker (tests/e2e/support/banks.ts).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, bankPort, bankURL } from './tests/e2e/support/banks';

const PORTS = Array.from({ length: E2E_WORKERS }, (_, i) => bankPort(i));
// One database folder per port, so two runs on one machine never share or delete each other's.
const dbDir = (port: number) => `data/e2e-${port}`;

// Debian's chromium package stands in when Playwright's own browser build is absent.
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const executablePath = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM;

// `npm run coverage` (tests/coverage/): the bank's own V8 coverage goes to this folder. Given to
// the bank process alone, as its NODE_V8_COVERAGE: set on this runner, the variable would also
// record the runner and its workers (the specs, not the product).
const SERVER_COVERAGE_DIR = process.env.E2E_SERVER_COVERAGE_DIR;

// Start every run on empty databases: each server creates, migrates and seeds its own. Only the
// runner clears them: each worker loads this file too, after the banks have opened their files,
// and would otherwise leave every bank writing to a file no longer in data/.
if (process.env.TEST_WORKER_INDEX === undefined) {
  for (const port of PORTS) {
    rmSync(dbDir(port), { recursive: true, force: true });
    mkdirSync(dbDir(port), { recursive: true });
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  // The files are shared out between the workers; a file's tests run in order in one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry, as a safety net: a test that fails twice is a failure; one that passes on its
  // retry is reported as flaky (and counted at the end of `npm test`), to be fixed, not kept.
  retries: 1,
  // Limits far above what a step takes on a quiet machine (a test there takes at most about
  // 20 s, a wait on a state about 2 s), so a machine under load is slower, not red. Waits are on
  // states, so a limit only decides how long a real failure takes to report.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  // `npm test` reads the JSON report for its summary (the slowest tests, the flaky count).
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  use: {
    // The first worker's bank; each worker's tests get their own (support/test.ts).
    baseURL: bankURL(0),
    // As a customer who prefers reduced motion: sheets open at once, so tests wait on state, not animation.
    contextOptions: { reducedMotion: 'reduce' },
    // Recorded on the retry of a failed test: a test that fails twice has its trace, and the
    // first attempts do not pay for recording one (about a third of a short test's time).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'mobile-chromium', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: PORTS.map((port) => ({
    // With coverage on, the bank runs under tsx's loader without tsx's command-line wrapper: the
    // wrapper answers a SIGTERM with a SIGKILL when the bank has not acknowledged it within a
    // few tens of milliseconds, and a bank busy writing its coverage on a loaded machine
    // often has not, which loses the file. The same process otherwise (load/lib/bank-process.ts
    // starts it the same way).
    command: SERVER_COVERAGE_DIR ? 'node --import tsx --import monocart-coverage-reports/register server/main.ts' : 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Stopped with SIGKILL by default, which leaves no coverage behind: with coverage on, a
    // SIGTERM, on which the bank writes its coverage and closes (server/main.ts).
    ...(SERVER_COVERAGE_DIR ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 } } : {}),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `${dbDir(port)}/bank.sqlite`,
      SETTLE_SECONDS: '3600',
      LOG_LEVEL: 'warn',
      // Every spec's customers come from one address here, at a pace no person keeps up: the
      // per-address limit a real customer meets (300 a minute) would refuse the suite itself.
      API_RATE_LIMIT_PER_MINUTE: '3000',
      ...(SERVER_COVERAGE_DIR ? { NODE_V8_COVERAGE: SERVER_COVERAGE_DIR } : {}),
    },
  })),
});
