// Starts the sandbox bank as its own process, exactly as `npm start` runs it (server/main.ts),
// or as a cluster of processes (server/cluster.ts), and resolves once it listens. Used by the
// load and crash tools and by the tests that need real processes (kill -9, two processes).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BankProcess {
  port: number;
  child: ChildProcess;
  /** Bank processes answering requests: the process itself, or a cluster's current workers. */
  workers(): number[];
  stop(): Promise<void>;
}

export interface StartOptions {
  env: Record<string, string>;
  /** Run server/cluster.ts with this many processes instead of server/main.ts. */
  cluster?: number;
  /** Where the bank's log goes (default: discarded; it is still written, as in production). */
  logFile?: string;
}

export function startBankProcess(options: StartOptions): Promise<BankProcess> {
  const script = options.cluster ? 'server/cluster.ts' : 'server/main.ts';
  const env = { ...process.env, ...options.env, ...(options.cluster ? { CLUSTER_PROCESSES: String(options.cluster) } : {}) };
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  const workers = new Set<number>();
  let seen = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log?.write(chunk);
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bank exited with ${code} before listening: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    child.once('exit', onExit);
    let resolved = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      log?.write(chunk);
      const text = chunk.toString();
      // The cluster names its bank processes as they start and end.
      for (const m of text.matchAll(/cluster: bank process (\d+) (listening|ended)/g)) {
        if (m[2] === 'listening') workers.add(Number(m[1]));
        else workers.delete(Number(m[1]));
      }
      if (resolved) return;
      seen = (seen + text).slice(-8000);
      const match = /URL:\s+http:\/\/[^:]+:(\d+)\//.exec(seen);
      if (!match) return;
      resolved = true;
      child.off('exit', onExit);
      resolve({
        port: Number(match[1]),
        child,
        workers: () => (options.cluster ? [...workers] : [child.pid!]),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              log?.end();
              return done();
            }
            child.once('exit', () => {
              log?.end();
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
