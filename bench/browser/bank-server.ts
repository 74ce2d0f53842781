// The sandbox bank (server/main.ts) in its own process on a fresh temp database, serving dist/
// exactly as the end-to-end tests run it; stopped by the benchmark when it is done.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { REPO } from '../lib/paths';

export const BANK_PORT = Number(process.env.BENCH_BANK_PORT ?? 8293);

/** `entry`: the bank's start script; bench/hand-written/bank.ts also serves the hand-written screens. */
export async function startBank(entry = 'server/main.ts'): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-browser-bank-'));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(BANK_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dir, 'bank.sqlite'),
      SETTLE_SECONDS: '3600',
      LOG_LEVEL: 'warn',
      // Dozens of page loads from one address: the limiter stays in the path but never trips.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
  const url = `http://127.0.0.1:${BANK_PORT}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the sandbox bank did not start on port ${BANK_PORT}`);
}
