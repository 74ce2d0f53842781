// The driver's side of a bank process in a child process of the operating system
// (bank-process.ts): `child_process.fork`, one IPC message per request or fault command, the
// answer awaited. Two processes on PostgreSQL are thus two programs with their own connection
// pools, event loops and fault layers, racing on the same database.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Answer } from './bank.js';
import type { Fault, FaultKind } from './faults.js';
import type { BankPort } from './ports.js';

export interface Start {
  op: 'start';
  url: string;
  now: number;
  faultSeed: number;
  idSeed: number;
  maxYield: number;
  seedKey: string;
  bug?: string;
}

export type Request =
  | Start
  | { op: 'call'; code: string; payload: object; token: string | undefined; now: number }
  | { op: 'arm'; fault: Fault | undefined }
  | { op: 'fired' }
  | { op: 'clearFired' }
  | { op: 'attempt'; attempt: number }
  | { op: 'restart' }
  | { op: 'close' };

export type Reply = { id: number; result?: unknown; error?: string };

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bank-process.ts');

export class RemoteBank implements BankPort {
  private next = 0;
  private readonly waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (message) => {
      const reply = message as Reply;
      const w = this.waiting.get(reply.id);
      if (!w) return;
      this.waiting.delete(reply.id);
      if (reply.error !== undefined) w.reject(new Error(reply.error));
      else w.resolve(reply.result);
    });
    child.on('exit', () => {
      for (const w of this.waiting.values()) w.reject(new Error('the bank process ended'));
      this.waiting.clear();
    });
  }

  /** Forks the process (with the loader this one runs under, tsx) and starts its bank. */
  static async start(start: Omit<Start, 'op'>): Promise<RemoteBank> {
    const child = fork(CHILD, [], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const remote = new RemoteBank(child);
    await remote.send({ op: 'start', ...start });
    return remote;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  private send<T>(request: Request): Promise<T> {
    const id = (this.next += 1);
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ id, request });
    });
  }

  call(code: string, payload: object, token: string | undefined, now: number): Promise<Answer> {
    return this.send<Answer>({ op: 'call', code, payload, token, now });
  }

  arm(fault: Fault | undefined): Promise<void> {
    return this.send({ op: 'arm', fault });
  }

  fired(): Promise<{ fired: FaultKind | undefined; dead: boolean }> {
    return this.send({ op: 'fired' });
  }

  clearFired(): Promise<void> {
    return this.send({ op: 'clearFired' });
  }

  setAttempt(attempt: number): Promise<void> {
    return this.send({ op: 'attempt', attempt });
  }

  restart(): Promise<void> {
    return this.send({ op: 'restart' });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((done) => this.child.once('exit', done));
    await this.send({ op: 'close' }).catch(() => undefined);
    await exited;
  }
}
