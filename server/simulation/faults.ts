// Faults on purpose, at the one place every statement of the bank passes: a wrapper of the
// Kysely dialect (the seam `wrapDialect` of buildServer). The driver arms one fault for one
// operation; the wrapper counts that operation's statements and commits and fails the one the
// seed chose:
//   - kill: the process dies before statement N. That statement and every later one of this
//     process fail; the open transaction is rolled back, which is what the database does with
//     the transaction of a dead process. The driver then starts a fresh bank on the same data.
//   - connection: the connection is lost before statement N (the statement fails; the process lives).
//   - commit-fails: the Nth commit fails before it is applied.
//   - commit-lost: the Nth commit is applied but its answer is lost (the caller sees an error).
//   - slow: statement N waits a few turns of the event loop, so concurrent requests overtake it.
// Every statement also yields a seeded number of turns, so the order in which concurrent
// requests reach the database comes from the seed.
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import type { Prng } from './prng.js';

export const FAULT_KINDS = ['kill', 'connection', 'commit-fails', 'commit-lost', 'slow'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  kind: FaultKind;
  /** 1-based: the statement (or, for commit faults, the commit) of the operation that fails. */
  at: number;
}

export class SimulatedFault extends Error {
  constructor(readonly kind: FaultKind) {
    super(`simulated fault: ${kind}`);
  }
}

/**
 * A bug planted for the simulation to find (tests only): it rewrites statements on their way
 * to the database, so the production code stays as it is.
 */
export interface PlantedBug {
  /** Statements to run instead of this one (return [query] to leave it alone). */
  rewrite(query: CompiledQuery, state: FaultState): CompiledQuery[];
}

export class FaultState {
  private armed: Fault | undefined;
  private statements = 0;
  private commits = 0;
  /** The process is dead (a kill fired): nothing more of it reaches the database. */
  dead = false;
  /** What fired during the armed operation (for the counts and the driver's restart). */
  fired: FaultKind | undefined;
  /** The attempt of the operation under way (1: first send; 2+: the client's retries). */
  attempt = 1;
  bug: PlantedBug | undefined;
  /**
   * The driver's invariant checks are reading: their statements neither yield nor draw from the
   * seed, so how often the checks run never changes the interleaving (the same seed gives the
   * same trace and database at any check interval), and they cost no event-loop turns.
   */
  quiet = false;
  /**
   * A statement that writes the e-cheques table has run since the driver last cleared this: only
   * then can a cheque's state have moved, so only then does the check after the operation read
   * every cheque (invariants-journeys.ts). Every statement of this process passes here.
   */
  chequesWritten = false;

  constructor(private readonly prng: Prng, private readonly maxYield: number) {}

  arm(fault: Fault | undefined): void {
    this.armed = fault;
    this.statements = 0;
    this.commits = 0;
    this.fired = undefined;
  }

  async beforeStatement(): Promise<void> {
    if (this.dead) throw new SimulatedFault('kill');
    if (this.quiet) return;
    this.statements += 1;
    const turns = this.maxYield > 0 ? this.prng.int(this.maxYield + 1) : 0;
    for (let i = 0; i < turns; i += 1) await new Promise((done) => setImmediate(done));
    const fault = this.armed;
    if (!fault || this.fired || this.statements !== fault.at) return;
    if (fault.kind === 'slow') {
      this.fired = 'slow';
      for (let i = 0; i < 20; i += 1) await new Promise((done) => setImmediate(done));
    } else if (fault.kind === 'kill' || fault.kind === 'connection') {
      this.fired = fault.kind;
      if (fault.kind === 'kill') this.dead = true;
      throw new SimulatedFault(fault.kind);
    }
  }

  /** 'fail' before the commit, 'lose' after it, or nothing. */
  atCommit(): 'fail' | 'lose' | undefined {
    if (this.dead) return 'fail';
    this.commits += 1;
    const fault = this.armed;
    // An operation commits a few times (log-on, the instruction, its provenance): `at` picks one.
    if (!fault || this.fired || this.commits !== ((fault.at - 1) % 3) + 1) return undefined;
    if (fault.kind === 'commit-fails') {
      this.fired = 'commit-fails';
      return 'fail';
    }
    if (fault.kind === 'commit-lost') {
      this.fired = 'commit-lost';
      return 'lose';
    }
    return undefined;
  }
}

/**
 * A statement that changes rows of the e-cheques table (not of e_cheque_deposits or any other),
 * wherever the write stands in it (after a WITH, inside a trigger-less upsert).
 */
const CHEQUE_WRITE = /\b(insert(\s+or\s+\w+)?\s+into|update(\s+or\s+\w+)?|delete\s+from|replace\s+into)\s+"?e_cheques"?(\s|\(|$)/i;

class FaultConnection implements DatabaseConnection {
  committed = false;

  constructor(readonly inner: DatabaseConnection, private readonly state: FaultState) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await this.state.beforeStatement();
    const queries = this.state.bug ? this.state.bug.rewrite(query, this.state) : [query];
    let result: QueryResult<R> = { rows: [] };
    for (const q of queries) {
      // Marked before it runs: a statement that fails half-way may still have written.
      if (CHEQUE_WRITE.test(q.sql)) this.state.chequesWritten = true;
      result = await this.inner.executeQuery<R>(q);
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class FaultDriver implements Driver {
  constructor(private readonly inner: Driver, private readonly state: FaultState) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new FaultConnection(await this.inner.acquireConnection(), this.state);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as FaultConnection;
    c.committed = false;
    await this.state.beforeStatement();
    await this.inner.beginTransaction(c.inner, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as FaultConnection;
    const fault = this.state.atCommit();
    if (fault === 'fail') throw new SimulatedFault(this.state.dead ? 'kill' : 'commit-fails');
    await this.inner.commitTransaction(c.inner);
    c.committed = true;
    if (fault === 'lose') throw new SimulatedFault('commit-lost');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as FaultConnection;
    // Kysely rolls back after a failed commit; one that was applied has nothing to roll back.
    if (c.committed) return;
    await this.inner.rollbackTransaction(c.inner);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.((connection as FaultConnection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.((connection as FaultConnection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.((connection as FaultConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as FaultConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

export function faultDialect(state: FaultState): (dialect: Dialect) => Dialect {
  return (inner) => ({
    createAdapter: () => inner.createAdapter(),
    createDriver: () => new FaultDriver(inner.createDriver(), state),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db: Kysely<any>) => inner.createIntrospector(db),
  });
}
