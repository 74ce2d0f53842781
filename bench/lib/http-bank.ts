// The bank as a client on the network sees it: POST /api/{code} over keep-alive HTTP/1.1
// connections (node:http with a keep-alive agent, one socket per concurrent client), and the
// server itself started as its own process with `server/main.ts`, exactly as `npm start` does.
import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO } from './paths';
import { BankClient } from '../../load/lib/http-client';

export interface Answer<T = Record<string, any>> {
  header: { responseCode: string; responseMessage: string };
  data: T;
}

/** Calls over keep-alive sockets on loopback; the load tool's client, answering the envelope alone. */
export class BankHttpClient {
  private readonly client: BankClient;

  constructor(host: string, port: number, sockets: number) {
    this.client = new BankClient(host, port, { sockets });
  }

  async call<T = Record<string, any>>(code: string, payload: object, token?: string): Promise<Answer<T>> {
    return (await this.client.call<T>(code, payload, token)).envelope;
  }

  close(): void {
    this.client.close();
  }
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere.
 * On a shared machine the rate depends on what else runs; the CPU spent per request does not.
 */
export function cpuMsOf(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU time split: the main thread's user and system time, and all other threads' (ms). */
export interface CpuSplit {
  mainUser: number;
  mainSystem: number;
  otherThreads: number;
}

/**
 * The process's CPU by thread, from /proc/<pid>/task (Linux); null elsewhere. The main thread
 * (tid = pid) runs JavaScript and SQLite; the others are V8's helpers (concurrent GC and
 * compiling), libuv's pool and the WAL checkpointer.
 */
export function cpuSplitOf(pid: number | undefined): CpuSplit | null {
  try {
    const split: CpuSplit = { mainUser: 0, mainSystem: 0, otherThreads: 0 };
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      } catch {
        continue; // the thread ended meanwhile
      }
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const user = (Number(fields[11]) * 1000) / CLOCK_TICKS_PER_SECOND;
      const system = (Number(fields[12]) * 1000) / CLOCK_TICKS_PER_SECOND;
      if (Number(tid) === pid) {
        split.mainUser = user;
        split.mainSystem = system;
      } else split.otherThreads += user + system;
    }
    return split;
  } catch (e) {
    process.stderr.write(`cpuSplitOf: ${String(e)}\n`);
    return null;
  }
}

/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Starts `server/main.ts` with the given environment and resolves once it listens (its banner
 * prints the URL). Its log goes to stderr of this process only when BENCH_SERVER_LOG=1, so the
 * log is written (it is part of the server's cost) but does not flood the table.
 */
export function startServerProcess(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const showLog = process.env.BENCH_SERVER_LOG === '1';
  return new Promise((resolve, reject) => {
    let seen = '';
    const onExit = (code: number | null) => reject(new Error(`server exited with ${code} before listening`));
    child.once('exit', onExit);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (showLog) process.stderr.write(chunk);
      if (seen === null) return;
      seen += chunk.toString();
      const match = /URL:\s+http:\/\/[^:]+:(\d+)\//.exec(seen);
      if (!match) return;
      seen = null as unknown as string;
      child.off('exit', onExit);
      resolve({
        port: Number(match[1]),
        child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
