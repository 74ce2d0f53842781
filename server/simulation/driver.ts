// Runs a list of operations against the real bank, owning its time (a ManualClock moved 30
// seconds before each send, so every token code is fresh, and by the clock operations through
// the sandbox clock ITSI900002, which runs the due work), the faults (faults.ts) and the order
// of concurrent requests (the seeded turns each statement yields). After every operation the
// invariants are checked (invariants.ts, invariants-journeys.ts); the first problem ends the
// run. Payments are sent here; the other journeys (e-cheques, forex, time deposits, token
// binding) in journeys.ts. Bank process 0 runs in this process; on PostgreSQL the others are
// child processes of the operating system (remote-bank.ts).
import { ERR } from '../../generated/error-codes.js';
import { ManualClock } from '../clock.js';
import { SESSION_IDLE_MS, type Answer } from './bank.js';
import { PLANTED_BUGS } from './bugs.js';
import { SIM_PASSWORD, SIM_SEED_KEY, type SimCustomer } from './customers.js';
import { FaultState, type Fault, type FaultKind, type PlantedBug } from './faults.js';
import { checkKeys, checkWholeBank, dueWorkProblems, type KeyRecord } from './invariants.js';
import { checkJourneys, JourneyBaseline } from './invariants-journeys.js';
import { LedgerWatch } from './invariants-ledger.js';
import { crossed, type Crossed } from './clock-jumps.js';
import { Journeys } from './journeys.js';
import { LocalBank, type BankPort } from './ports.js';
import { RemoteBank } from './remote-bank.js';
import type { Operation } from './operations.js';
import { Prng, seededBytes } from './prng.js';
import { setRandomSource } from '../ids.js';
import { paymentRequest, referenceOf, type PaymentOp } from './requests.js';
import { SIM_START } from './world.js';

const STEP = 30_000;
const SESSION_TIMEOUT = ERR.SESSION_TIMED_OUT_LOG;
/** A wrong password of the simulated customers (never theirs). */
const WRONG_PASSWORD = 'Wrong@2026';


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
  /** Milliseconds spent checking the invariants. */
  checkMs: number;
  /** Of checkMs: the per-operation checks, the whole-bank checks, the due work's after clock moves. */
  checkParts: { operation: number; wholeBank: number; dueWork: number };
  /** Operations after which the e-cheques were read (a statement had written them, or several processes run). */
  chequeReads: number;
  /** Requests sent to each bank process, and the operating system's id of each. */
  requests: number[];
  pids: number[];
  /** Clock moves by what they passed over (clock-jumps.ts). */
  crossed: Partial<Record<Crossed, number>>;
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
  readonly clock = new ManualClock(SIM_START);
  private banks: BankPort[] = [];
  private local!: LocalBank;
  private readonly prng: Prng;
  readonly stats: RunStats = { operations: {}, faults: {}, answers: {}, checks: 0, restarts: 0, ms: {}, checkMs: 0, checkParts: { operation: 0, wholeBank: 0, dueWork: 0 }, chequeReads: 0, requests: [], pids: [], crossed: {} };
  readonly trace: string[] = [];
  opIndex = 0;
  /** Problems an operation found while it ran (a wrong password let in, a bound device of another customer). */
  private readonly found: string[] = [];
  private readonly journeys = new Journeys(this);
  private baseline: JourneyBaseline | undefined;
  private ledger!: LedgerWatch;
  private state!: FaultState;
  /** Wrong passwords sent per customer since their last log-on (kept under the bank's lock count). */
  private readonly wrongs = new Map<number, number>();

  constructor(private readonly options: RunOptions) {
    this.prng = new Prng(options.seed);
  }

  get seed(): number {
    return this.options.seed;
  }

  /** The world's customers (their token seeds go into the run's digest). */
  get customers(): readonly SimCustomer[] {
    return this.options.customers;
  }

  get customerCount(): number {
    return this.options.customers.length;
  }

  async start(): Promise<void> {
    setRandomSource(seededBytes(this.options.seed ^ 0x51a7));
    const maxYield = this.options.maxYield ?? 2;
    for (const [n, url] of this.options.databaseUrls.entries()) {
      const faultSeed = this.prng.int(2 ** 31);
      if (n === 0) {
        const state = new FaultState(new Prng(faultSeed), maxYield);
        state.bug = this.options.bug;
        this.state = state;
        this.local = await LocalBank.start(url, this.clock, state, SIM_SEED_KEY);
        this.banks.push(this.local);
      } else {
        const bug = Object.entries(PLANTED_BUGS).find(([, b]) => b === this.options.bug)?.[0];
        const idSeed = (this.options.seed ^ 0x51a7 ^ (n * 0x9e3779b1)) | 0;
        const remote = await RemoteBank.start({ url, now: this.clock.now(), faultSeed, idSeed, maxYield, seedKey: SIM_SEED_KEY, ...(bug ? { bug } : {}) });
        this.banks.push(remote);
      }
      this.stats.requests.push(0);
      this.stats.pids.push(n === 0 ? process.pid : ((this.banks[n] as RemoteBank).pid ?? -1));
    }
    this.ledger = new LedgerWatch(this.app.bank.store.dialect);
    this.baseline = await JourneyBaseline.read(this.db);
  }

  async stop(): Promise<void> {
    for (const bank of this.banks) await bank.close().catch(() => undefined);
    setRandomSource(undefined);
  }

  get app() {
    return this.local.bank.app;
  }

  get db() {
    return this.app.bank.store.db;
  }

  /** A problem found while an operation ran; reported with the invariants' after it. */
  problem(text: string): void {
    this.found.push(`operation ${this.opIndex}: ${text}`);
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
      const at = this.clock.now();
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
      const problems = await this.check(op, touched, at, this.opIndex === total - 1, every);
      if (problems.length > 0) return { problems, failedAt: this.opIndex, stats: this.stats, trace: this.trace };
    }
    return { problems: [], failedAt: null, stats: this.stats, trace: this.trace };
  }

  /** The invariants after one operation: its own, the ledger's accounts, and now and then the whole bank. */
  private async check(op: Operation, touched: KeyRecord[], at: number, last: boolean, every: number): Promise<string[]> {
    const began = performance.now();
    this.state.quiet = true;
    try {
      this.stats.checks += 1;
      // The other processes' statements pass their own fault layers: with them, every cheque is read.
      const chequesWritten = this.state.chequesWritten || this.banks.length > 1;
      this.state.chequesWritten = false;
      if (chequesWritten) this.stats.chequeReads += 1;
      const problems = [...this.found.splice(0), ...(await checkKeys(this.db, touched)), ...(await checkJourneys(this.db, this.journeys, touched, at, chequesWritten)), ...(await this.ledger.check(this.db))];
      const parts = this.stats.checkParts;
      let mark = performance.now();
      parts.operation += mark - began;
      const due = op.t === 'clock';
      if (problems.length === 0 && (last || (this.opIndex + 1) % every === 0)) {
        this.stats.checks += 1;
        problems.push(...(await checkWholeBank(this.app, this.clock.now(), due)), ...(await this.baseline!.check(this.db, this.clock.now(), due)));
        parts.wholeBank += performance.now() - mark;
      } else if (problems.length === 0 && due) {
        // After a clock move its due work must be done: checked at once (indexed by status and date), the rest at the Kth.
        problems.push(...(await dueWorkProblems(this.app, this.clock.now())), ...(await this.baseline!.dueProblems(this.db, this.clock.now())));
        parts.dueWork += performance.now() - mark;
      }
      return problems;
    } finally {
      this.state.quiet = false;
      this.stats.checkMs += performance.now() - began;
    }
  }

  bankFor(): number {
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
        // Both payers log on first, one after the other: a log-on hashes the password on the
        // thread pool, whose finishing order is the machine's, not the seed's.
        await this.loggedOn(0, this.customer(op.a.c));
        await this.loggedOn(last, this.customer(op.b.c));
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
        const wrong = await this.wrongPasswords(n, op.c, op.wrong ?? 0);
        const answer = await this.armed(n, op.fault, () => this.logon(n, c, op.abandon));
        // A right password clears the bank's count of wrong ones (the first factor answered).
        if (answer.code === '00000') this.wrongs.set(op.c, 0);
        return `logon ${op.c} ${wrong ? `wrong ${wrong} ` : ''}${answer.code ?? 'no answer'}`;
      }
      case 'cheque':
      case 'forex':
      case 'deposit':
      case 'bind':
        return this.journeys.perform(op, touched);
      case 'clock': {
        // A kill during the due work: the restarted process runs it again (restart in armed).
        const from = this.clock.now();
        const answer = await this.armed(0, op.fault, () => this.send(0, 'ITSI900002', { advanceMs: op.ms }));
        this.count(answer);
        for (const c of crossed(from, this.clock.now())) this.stats.crossed[c] = (this.stats.crossed[c] ?? 0) + 1;
        // The due-work timer's next rounds, a second apart (the timer is off in the simulation):
        // they finish what a fault interrupted, and a standing instruction runs one date a
        // round (plans.ts), so a jump over two of its dates needs the second.
        for (let round = 0; round < 2; round += 1) this.count(await this.send(0, 'ITSI900002', { advanceMs: 1_000 }));
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

  customer(index: number): SimCustomer {
    return this.options.customers[index % this.options.customers.length]!;
  }

  tokenAuth(c: SimCustomer, ahead?: number) {
    // Moved one step for a fresh code; or, with `ahead`, the code that many steps ahead of the
    // clock, which stays (the bank accepts ±1 step: a retry within a held forex quote).
    if (ahead === undefined) this.clock.advance(STEP);
    return { method: 'mobile-token', deviceId: c.deviceId, otp: c.totp.generate({ timestamp: this.clock.now() + (ahead ?? 0) * STEP }) };
  }

  /** One request to bank process n at the driver's time, no session handling. */
  send(n: number, code: string, payload: object, token?: string): Promise<Answer> {
    this.stats.requests[n]! += 1;
    return this.banks[n]!.call(code, payload, token, this.clock.now());
  }

  /** Sends `count` wrong passwords first, never so many that the bank's lock would close (5 in a row). */
  private async wrongPasswords(n: number, index: number, count: number): Promise<number> {
    const c = this.customer(index);
    let sent = 0;
    while (sent < count && (this.wrongs.get(index) ?? 0) < 3) {
      const answer = await this.send(n, 'ITSI100001', { loginId: c.loginId, password: WRONG_PASSWORD });
      this.count(answer);
      this.wrongs.set(index, (this.wrongs.get(index) ?? 0) + 1);
      sent += 1;
      if (answer.code === '00000') this.problem(`a wrong password of customer ${index} was accepted`);
    }
    return sent;
  }

  count(answer: Answer): void {
    const code = answer.code ?? 'no answer';
    this.stats.answers[code] = (this.stats.answers[code] ?? 0) + 1;
  }

  /** Runs `work` with the fault armed on bank n; a kill restarts that bank afterwards. */
  async armed<T>(n: number, fault: Fault | undefined, work: () => Promise<T>): Promise<T> {
    const port = this.banks[n]!;
    await port.arm(fault);
    try {
      return await work();
    } finally {
      const { fired } = await port.fired();
      await port.arm(undefined);
      if (fired) this.stats.faults[fired] = (this.stats.faults[fired] ?? 0) + 1;
      if (fired === 'kill') await this.restart(n);
    }
  }

  private async restart(n: number): Promise<void> {
    this.stats.restarts += 1;
    await this.banks[n]!.restart();
    // A restarted process runs its due work on its timer: what the dead one left undone is done now.
    this.count(await this.send(n, 'ITSI900002', { advanceMs: 1_000 }));
  }

  /** Logged on (again, if the session has ended); false when the log-on was refused. */
  async loggedOn(n: number, c: SimCustomer): Promise<boolean> {
    return this.fresh(c) || (await this.logon(n, c)).code === '00000';
  }

  private async logon(n: number, c: SimCustomer, abandon = false): Promise<Answer> {
    const first = await this.send(n, 'ITSI100001', { loginId: c.loginId, password: SIM_PASSWORD });
    this.count(first);
    if (first.code !== '00000' || abandon) return first;
    this.clock.advance(STEP);
    const otp = c.totp.generate({ timestamp: this.clock.now() });
    const done = await this.send(n, 'ITSI100004', { ticket: first.data.secondFactor.ticket, method: 'token', clientDeviceId: c.deviceId, otp });
    this.count(done);
    if (done.code === '00000') {
      c.session = done.data.token as string;
      c.loggedOnAt = c.lastUsed = this.clock.now();
    }
    return done;
  }

  /** A logged-on call: logs on first, and again when the session has ended. */
  async asCustomer(n: number, c: SimCustomer, code: string, body: () => object): Promise<Answer> {
    for (let tries = 0; tries < 3; tries += 1) {
      if (!this.fresh(c)) {
        const logged = await this.logon(n, c);
        if (logged.code !== '00000') return logged;
      }
      const answer = await this.send(n, code, body(), c.session);
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
    const key = this.keyOf(tag);
    const request = paymentRequest(op, payer, payee, key, this.clock.now());
    const record: KeyRecord = { code: request.code, customerId: payer.customerId, key, amount: op.amount, answers: [] };
    touched.push(record);
    const port = this.banks[n]!;
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
        await port.setAttempt(attempt);
        // A kill ended the process: the client's next send reaches the restarted one.
        if ((await port.fired()).dead) await this.restartDead(n);
        const answer = await this.asCustomer(n, payer, request.code, () => request.body(this.tokenAuth(payer).otp));
        note(record, answer);
        if (answer.code === null && op.abandon) break;
      }
    };
    await (arm ? this.armed(n, op.fault, sending) : sending()).finally(() => port.setAttempt(1));
    return `${op.t}${op.t === 'transfer' ? `/${op.dest}` : ''} ${op.c} ${record.answers.map((a) => a ?? '-').join(',')}`;
  }

  /** A kill fired outside an armed operation's end: counted, and the process started again. */
  async restartDead(n: number): Promise<void> {
    this.stats.faults.kill = (this.stats.faults.kill ?? 0) + 1;
    await this.banks[n]!.clearFired();
    await this.restart(n);
  }

  /** Is bank process n dead (a kill fired during the operation under way)? */
  async dead(n: number): Promise<boolean> {
    return (await this.banks[n]!.fired()).dead;
  }

  /** A key of this run (the operation's index and a tag). */
  keyOf(tag: string): string {
    return `simulated-run-${this.options.seed}-${tag}`;
  }

  /** Hands a keyed instruction's record to the per-key invariants of this operation. */
  keep(record: KeyRecord, touched: KeyRecord[]): void {
    touched.push(record);
  }
}

export function note(record: KeyRecord, answer: Answer): void {
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
