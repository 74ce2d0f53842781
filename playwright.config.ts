// End-to-end tests in real Chromium against the real sandbox bank (built front end + HTTP
// server + a fresh SQLite database file per run).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// One database folder per port, so two runs on one machine never share or delete each other's.
const DB_DIR = `data/e2e-${PORT}`;
const DB_FILE = `${DB_DIR}/bank.sqlite`;

// Debian's chromium package stands in when Playwright's own browser build is absent.
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const executablePath = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM;

// Start every run on an empty database: the server creates, migrates and seeds it.
rmSync(DB_DIR, { recursive: true, force: true });
mkdirSync(DB_DIR, { recursive: true });

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One retry: a test that fails twice is a failure; one that passes on retry is reported as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: DB_FILE,
      SETTLE_SECONDS: '3600',
      LOG_LEVEL: 'warn',
      // Every spec's customers come from one address here, at a pace no person keeps up: the
      // per-address limit a real customer meets (300 a minute) would refuse the suite itself.
      API_RATE_LIMIT_PER_MINUTE: '3000',
    },
  },
});
