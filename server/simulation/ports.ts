// One bank process as the driver sees it: requests in, answers out, and the fault layer under
// its connection armed per operation. The first process is always in the driver's own process
// (its database is the one the invariants read); on PostgreSQL the others are child processes
// of the operating system (remote-bank.ts), reached over IPC.
import type { Answer } from './bank.js';
import { SimBank } from './bank.js';
import type { ManualClock } from '../clock.js';
import type { Fault, FaultKind, FaultState } from './faults.js';

export interface BankPort {
  /** The request at the driver's time `now` (a child process sets its clock to it first). */
  call(code: string, payload: object, token: string | undefined, now: number): Promise<Answer>;
  arm(fault: Fault | undefined): Promise<void>;
  /** What fired during the armed operation, and whether the process is dead (a kill). */
  fired(): Promise<{ fired: FaultKind | undefined; dead: boolean }>;
  /** Clears a kill that fired outside an armed operation (the driver counts it). */
  clearFired(): Promise<void>;
  /** The send under way: 1 for the first, 2+ for the client's retries (read by planted bugs). */
  setAttempt(attempt: number): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export class LocalBank implements BankPort {
  constructor(readonly bank: SimBank, private readonly state: FaultState, private readonly clock: ManualClock) {}

  static async start(url: string, clock: ManualClock, state: FaultState, seedKey: string): Promise<LocalBank> {
    return new LocalBank(await SimBank.start(url, clock, state, seedKey), state, clock);
  }

  call(code: string, payload: object, token: string | undefined, now: number): Promise<Answer> {
    // The driver's clock is this process's clock; a call never moves it back.
    if (this.clock.now() < now) this.clock.set(now);
    return this.bank.call(code, payload, token);
  }

  async arm(fault: Fault | undefined): Promise<void> {
    this.state.arm(fault);
  }

  async fired() {
    return { fired: this.state.fired, dead: this.state.dead };
  }

  async clearFired(): Promise<void> {
    this.state.fired = undefined;
  }

  async setAttempt(attempt: number): Promise<void> {
    this.state.attempt = attempt;
  }

  restart(): Promise<void> {
    return this.bank.restart();
  }

  close(): Promise<void> {
    return this.bank.close();
  }
}
