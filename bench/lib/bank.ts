// A sandbox bank on a SQLite FILE in a temp dir (so every commit goes through the WAL on disk,
// as in a real start), built with the unit tests' helpers: manual clock, logins, token activation.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { definitionOf, startBank, type Bank } from '../../tests/unit/server/support/helpers';
import { nowMs } from './measure';

export interface FileBank extends Bank {
  dir: string;
}

export async function startFileBank(): Promise<FileBank> {
  // The per-IP limit (300 a minute by default) would answer E429 long before a benchmark ends;
  // the limiter stays in the request path, it just never trips.
  process.env.API_RATE_LIMIT_PER_MINUTE = '100000000';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-bench-'));
  const bank = await startBank({
    databaseUrl: path.join(dir, 'bank.sqlite'),
    // Explicit key: otherwise a file database would create data/token-seed.key in the repository.
    tokenSeedKey: randomBytes(32).toString('hex'),
  });
  return {
    ...bank,
    dir,
    async close() {
      await bank.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * POST /api/:code through fastify.inject (no socket): the server's own cost per request. Only
 * the inject is timed; parsing the answer is the client's work and happens after.
 */
export async function timedCall(bank: Bank, code: string, payload: object, token: string): Promise<{ ms: number; body: Record<string, any> }> {
  const start = nowMs();
  const res = await bank.app.inject({
    method: 'POST',
    url: `/api/${code}`,
    headers: { 'x-auth-token': token },
    payload: { header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB', ...definitionOf(code) }, ...payload },
  });
  const ms = nowMs() - start;
  if (res.statusCode !== 200) throw new Error(`${code}: HTTP ${res.statusCode}`);
  return { ms, body: res.json() };
}
