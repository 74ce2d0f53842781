// Runs a list of operations against the real bank, owning its time (a ManualClock moved 30
// seconds before each send, so every token code is fresh, and by the clock operations through
// the sandbox clock ITSI900002, which runs the due work), the faults (faults.ts) and the order
// of concurrent requests (the seeded turns each statement yields). After every operation the
// invariants are checked (invariants.ts); the first problem ends the run.
import { ERR } from '../../generated/error-codes.js';
import { ManualClock } from '../clock.js';
import { SESSION_IDLE_MS, SimBank, type Answer } from './bank.js';
import { SIM_PASSWORD, SIM_SEED_KEY, type SimCustomer } from './customers.js';
import { FaultState, type Fault, type FaultKind, type PlantedBug } from './faults.js';
import { checkKeys, checkWholeBank, type KeyRecord } from './invariants.js';
import type { Operation } from './operations.js';
import { Prng, seededBytes } from './prng.js';
import { setRandomSource } from '../ids.js';
import { paymentRequest, referenceOf, type PaymentOp } from './requests.js';
import { SIM_START } from './world.js';

const STEP = 30_000;
const SESSION_TIMEOUT = ERR.SESSION_TIMED_OUT_LOG;


export interface RunOptions {
  /** One database URL per bank process (two processes: the same PostgreSQL URL twice). */
  databaseUrls: string[];
  customers: SimCustomer[];
  seed: number;
  /** The whole-bank checks run after every Nth operation (and after the last); the per-operation ones always. */
  fullCheckEvery?: number;
  /** Most event-loop turns a statement yields (the seeded interleaving of concurrent requests). */
  maxYield?: number;
  bug?: PlantedBug;
  /** The CLI's time budget (performance.now()): the run ends early, between operations, once past it. */
  stopAt?: number;
}

export interface RunStats {
  operations: Record<string, number>;
  faults: Partial<Record<FaultKind, number>>;
  answers: Record<string, number>;
  checks: number;
  restarts: number;
  /** Milliseconds spent per kind of operation (performing it, not checking). */
  ms: Record<string, number>;
}

export interface RunResult {
  problems: string[];
  /** Index of the operation after which a problem was found. */
  failedAt: number | null;
  stats: RunStats;
  /** One line per operation: what the bank answered (same seed, same trace). */
  trace: string[];
}

export class Simulation {
  private readonly clock = new ManualClock(SIM_START);
  private banks: SimBank[] = [];
  private states: FaultState[] = [];
  private readonly records = new Map<string, KeyRecord>();
  private readonly prng: Prng;
  readonly stats: RunStats = { operations: {}, faults: {}, answers: {}, checks: 0, restarts: 0, ms: {} };
  readonly trace: string[] = [];
  private opIndex = 0;

  constructor(private readonly options: RunOptions) {
    this.prng = new Prng(options.seed);
  }

  async start(): Promise<void> {
    setRandomSource(seededBytes(this.options.seed ^ 0x51a7));
    for (const url of this.options.databaseUrls) {
      const state = new FaultState(new Prng(this.prng.int(2 ** 31)), this.options.maxYield ?? 2);
      state.bug = this.options.bug;
      this.states.push(state);
      this.banks.push(await SimBank.start(url, this.clock, state, SIM_SEED_KEY));
    }
  }

  async stop(): Promise<void> {
    for (const bank of this.banks) await bank.close().catch(() => undefined);
    setRandomSource(undefined);
  }

  get db() {
    return this.banks[0]!.app.bank.store.db;
  }

  /** Runs the operations from `first` (their index in the whole run); problems end it. */
  async run(ops: Operation[], first = 0, total = first + ops.length): Promise<RunResult> {
    const every = this.options.fullCheckEvery ?? 1;
    for (const [i, op] of ops.entries()) {
      if (this.options.stopAt !== undefined && performance.now() > this.options.stopAt) break;
      this.opIndex = first + i;
      const touched: KeyRecord[] = [];
      this.stats.operations[op.t] = (this.stats.operations[op.t] ?? 0) + 1;
      const began = performance.now();
      let line: string;
      try {
        line = await this.perform(op, touched);
      } catch (error) {
        // The bank could not go on (e.g. could not start again after a kill): a problem like any other.
        const problems = [`operation ${this.opIndex} (${op.t}) could not complete: ${error instanceof Error ? error.message : String(error)}`];
        return { problems, failedAt: this.opIndex, stats: this.stats, trace: this.trace };
      }
      this.stats.ms[op.t] = (this.stats.ms[op.t] ?? 0) + performance.now() - began;
      this.trace.push(line);
      this.stats.checks += 1;
      const problems = await checkKeys(this.db, touched);
      const last = this.opIndex === total - 1;
      if (problems.length === 0 && (last || op.t === 'clock' || (this.opIndex + 1) % every === 0)) {
        this.stats.checks += 1;
        problems.push(...(await checkWholeBank(this.banks[0]!.app, this.clock.now(), op.t === 'clock')));
      }
      if (problems.length > 0) return { problems, failedAt: this.opIndex, stats: this.stats, trace: this.trace };
    }
    return { problems: [], failedAt: null, stats: this.stats, trace: this.trace };
  }

  private bankFor(): number {
    return this.banks.length === 1 ? 0 : this.prng.int(this.banks.length);
  }

  private async perform(op: Operation, touched: KeyRecord[]): Promise<string> {
    switch (op.t) {
      case 'transfer':
      case 'bill':
      case 'plan':
        return this.pay(op, this.bankFor(), touched, `${this.opIndex}`);
      case 'race': {
        const last = this.banks.length - 1;
        // One process: one fault for the pair; two processes: each its own.
        const both = () => Promise.all([this.pay(op.a, 0, touched, `${this.opIndex}a`, last > 0), this.pay(op.b, last, touched, `${this.opIndex}b`, last > 0)]);
        const [a, b] = last > 0 ? await both() : await this.armed(0, op.a.fault, both);
        return `race ${a} | ${b}`;
      }
      case 'limit': {
        const c = this.customer(op.c);
        const n = this.bankFor();
        const answer = await this.armed(n, op.fault, () => this.asCustomer(n, c, 'ITSI170011', () => ({ limit: op.limit, auth: this.tokenAuth(c) })));
        return `limit ${op.c} ${answer.code ?? 'no answer'}`;
      }
      case 'logon': {
        const c = this.customer(op.c);
        const n = this.bankFor();
        const answer = await this.armed(n, op.fault, () => this.logon(n, c, op.abandon));
        return `logon ${op.c} ${answer.code ?? 'no answer'}`;
      }
      case 'clock': {
        // A kill during the due work: the restarted process runs it again (restart below). Any
        // other fault: the due-work timer's next round does (the timer is off in the simulation).
        let fired: FaultKind | undefined;
        const answer = await this.armed(0, op.fault, async () => {
          const moved = await this.banks[0]!.call('ITSI900002', { advanceMs: op.ms });
          fired = this.states[0]!.fired;
          return moved;
        });
        this.count(answer);
        if (fired && fired !== 'kill') this.count(await this.banks[0]!.call('ITSI900002', { advanceMs: 1_000 }));
        return `clock +${op.ms} ${answer.code ?? 'no answer'}`;
      }
      case 'restart':
        await this.restart(this.bankFor());
        return 'restart';
    }
  }

  /** The session is still alive by the bank's rules (idle time, 12-hour limit), with a margin. */
  private fresh(c: SimCustomer): boolean {
    const now = this.clock.now();
    return c.session !== undefined && now - (c.lastUsed ?? 0) < SESSION_IDLE_MS - 5 * 60_000 && now - (c.loggedOnAt ?? 0) < 11 * 3_600_000;
  }

  private customer(index: number): SimCustomer {
    return this.options.customers[index % this.options.customers.length]!;
  }

  private tokenAuth(c: SimCustomer) {
    this.clock.advance(STEP);
    return { method: 'mobile-token', deviceId: c.deviceId, otp: c.totp.generate({ timestamp: this.clock.now() }) };
  }

  private count(answer: Answer): void {
    const code = answer.code ?? 'no answer';
    this.stats.answers[code] = (this.stats.answers[code] ?? 0) + 1;
  }

  /** Runs `work` with the fault armed on bank n; a kill restarts that bank afterwards. */
  private async armed<T>(n: number, fault: Fault | undefined, work: () => Promise<T>): Promise<T> {
    const state = this.states[n]!;
    state.arm(fault);
    try {
      return await work();
    } finally {
      const fired = state.fired;
      state.arm(undefined);
      if (fired) this.stats.faults[fired] = (this.stats.faults[fired] ?? 0) + 1;
      if (fired === 'kill') await this.restart(n);
    }
  }

  private async restart(n: number): Promise<void> {
    this.stats.restarts += 1;
    await this.banks[n]!.restart();
    // A restarted process runs its due work on its timer: what the dead one left undone is done now.
    this.count(await this.banks[n]!.call('ITSI900002', { advanceMs: 1_000 }));
  }

  private async logon(n: number, c: SimCustomer, abandon = false): Promise<Answer> {
    const bank = this.banks[n]!;
    const first = await bank.call('ITSI100001', { loginId: c.loginId, password: SIM_PASSWORD });
    this.count(first);
    if (first.code !== '00000' || abandon) return first;
    this.clock.advance(STEP);
    const otp = c.totp.generate({ timestamp: this.clock.now() });
    const done = await bank.call('ITSI100004', { ticket: first.data.secondFactor.ticket, method: 'token', clientDeviceId: c.deviceId, otp });
    this.count(done);
    if (done.code === '00000') {
      c.session = done.data.token as string;
      c.loggedOnAt = c.lastUsed = this.clock.now();
    }
    return done;
  }

  /** A logged-on call: logs on first, and again when the session has ended. */
  private async asCustomer(n: number, c: SimCustomer, code: string, body: () => object): Promise<Answer> {
    for (let tries = 0; tries < 3; tries += 1) {
      if (!this.fresh(c)) {
        const logged = await this.logon(n, c);
        if (logged.code !== '00000') return logged;
      }
      const answer = await this.banks[n]!.call(code, body(), c.session);
      if (answer.code === SESSION_TIMEOUT) {
        c.session = undefined;
        continue;
      }
      c.lastUsed = this.clock.now();
      this.count(answer);
      return answer;
    }
    return { code: SESSION_TIMEOUT, data: {} };
  }

  /** A payment with its idempotency key: sent 1 + repeats times, one after another or together. */
  private async pay(op: PaymentOp, n: number, touched: KeyRecord[], tag: string, arm = true): Promise<string> {
    const payer = this.customer(op.c);
    const payee = op.t === 'bill' ? undefined : this.customer(op.to);
    const key = `simulated-run-${this.options.seed}-${tag}`;
    const request = paymentRequest(op, payer, payee, key, this.clock.now());
    const record: KeyRecord = { code: request.code, customerId: payer.customerId, key, amount: op.amount, answers: [] };
    this.records.set(key, record);
    touched.push(record);
    const state = this.states[n]!;
    const sends = 1 + op.repeats;
    const sending = async () => {
      if (op.together) {
        // Logged on first: the log-on spends a token step, and the shared code must come after it.
        if (!this.fresh(payer) && (await this.logon(n, payer)).code !== '00000') return;
        const auth = this.tokenAuth(payer);
        const answers = await Promise.all(Array.from({ length: sends }, () => this.asCustomer(n, payer, request.code, () => request.body(auth.otp))));
        answers.forEach((a) => note(record, a));
        return;
      }
      for (let attempt = 1; attempt <= sends; attempt += 1) {
        state.attempt = attempt;
        // A kill ended the process: the client's next send reaches the restarted one.
        if (state.dead) await this.restartDead(n);
        const answer = await this.asCustomer(n, payer, request.code, () => request.body(this.tokenAuth(payer).otp));
        note(record, answer);
        if (answer.code === null && op.abandon) break;
      }
    };
    await (arm ? this.armed(n, op.fault, sending) : sending()).finally(() => {
      state.attempt = 1;
    });
    return `${op.t}${op.t === 'transfer' ? `/${op.dest}` : ''} ${op.c} ${record.answers.map((a) => a ?? '-').join(',')}`;
  }

  private async restartDead(n: number): Promise<void> {
    const state = this.states[n]!;
    this.stats.faults.kill = (this.stats.faults.kill ?? 0) + 1;
    state.fired = undefined;
    await this.restart(n);
  }
}

function note(record: KeyRecord, answer: Answer): void {
  record.answers.push(answer.code);
  if (answer.code !== '00000') return;
  const data = JSON.stringify(answer.data);
  if (record.first === undefined) {
    record.first = data;
    record.reference = referenceOf(answer.data);
  } else if (record.first !== data) {
    record.mismatch = data;
  }
}
