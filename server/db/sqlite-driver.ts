// Kysely's SQLite dialect with a driver built for a busy server (docs/performance.md, "Server
// throughput"). Same single better-sqlite3 connection and same SQL as Kysely's own driver, plus:
//   - Prepared statements are kept by SQL text: Kysely's driver prepared every statement anew,
//     which cost about as much as running it (a transfer runs some twenty statements).
//   - Requests waiting for the connection are served first come, first served: Kysely's mutex
//     woke every waiter on each release and let late arrivals overtake (a long latency tail).
//   - Group commit. A commit (writing the changed pages to the WAL, now and then a checkpoint)
//     was the largest single cost of a transfer. Each Kysely transaction is a SAVEPOINT inside
//     one SQLite transaction that stays open while other requests are queued for the
//     connection; it is committed when the queue runs dry or GROUP_LIMIT transactions have
//     joined. A transaction's commit only returns after that COMMIT, so nobody is told
//     "done" before the data is in the WAL; if the COMMIT fails, every transaction of the
//     group fails. Each transaction still runs alone on the connection, from its first to its
//     last statement, so the serialisation the services rely on is unchanged; a rolled-back
//     transaction rolls back to its savepoint only. Plain statements outside a transaction
//     that write join the group (opening one if none is open) and wait for its commit too.
//     Reads made while a group is open see the group's writes before they are committed; they
//     are committed next unless the disk fails, in which case all of the group is refused.
//   - Prepared queries (db/prepared.ts) run straight on the driver (`executeDirect`): the SQL
//     is already compiled, and Kysely's executor around each statement (its connection
//     provider, the transaction's queue, the result transforms: several promises a statement)
//     cost more than many statements themselves. The same connection, queue, transaction and
//     group commit as through Kysely; only for a store opened without a dialect wrapper.
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  IdentifierNode,
  type Kysely,
  RawNode,
  SqliteDialect,
  createQueryId,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { startCheckpointer, type Checkpointer } from './checkpointer.js';

/** Distinct statements kept; the server has a few hundred. Past this the cache starts afresh. */
const STATEMENT_CACHE_LIMIT = 2000;
/** Statements that change rows (not DDL or pragmas, which may refuse to run inside a transaction). */
const DATA_WRITE = /^\s*(insert|update|delete|replace)\b/i;
/** Most transactions committed together: bounds how long the first of a group waits. */
const GROUP_LIMIT = 32;

class Statements {
  private readonly cache = new Map<string, BetterSqlite3.Statement>();

  constructor(readonly sqlite: BetterSqlite3.Database) {}

  get(sql: string): BetterSqlite3.Statement {
    let stmt = this.cache.get(sql);
    if (!stmt) {
      if (this.cache.size >= STATEMENT_CACHE_LIMIT) this.cache.clear();
      stmt = this.sqlite.prepare(sql);
      this.cache.set(sql, stmt);
    }
    return stmt;
  }

  run(sql: string): void {
    this.get(sql).run();
  }
}

/**
 * One use of the connection, from acquire to release. Kysely remembers every connection object
 * it is given, so handles are recycled rather than made per use.
 */
class Handle implements DatabaseConnection {
  inTransaction = false;
  /** Wrote outside a transaction while a group was open: waits for the group's commit. */
  wroteInGroup = false;
  /** Gave the connection on early (its transaction waits in a group). */
  handedOn = false;
  /** Which transaction the handle serves (handles are recycled): set at its beginning. */
  transactionNo = 0;

  constructor(readonly driver: GroupCommitSqliteDriver) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return Promise.resolve(this.driver.execute<R>(this, compiled));
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // A statement being iterated cannot run again until the iteration ends: never cached.
    const stmt = this.driver.statements.sqlite.prepare(compiled.sql);
    for (const row of stmt.iterate(compiled.parameters as unknown[])) yield { rows: [row as R] };
  }
}

interface GroupMember {
  resolve(): void;
  reject(error: unknown): void;
}

function savepointCommand(command: string, name: string): RawNode {
  return RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]);
}

class GroupCommitSqliteDriver implements Driver {
  readonly statements: Statements;
  private busy = false;
  private readonly waiting: (() => void)[] = [];
  private readonly spare: Handle[] = [];
  /** BEGIN IMMEDIATE issued and not yet committed. */
  private groupOpen = false;
  private group: GroupMember[] = [];
  private commitScheduled = false;
  /** The group's turn has come but the connection was busy: commit at the next hand-over. */
  private commitDue = false;

  private checkpointer: Checkpointer | undefined;
  /** Kysely has initialised the driver (its first use): direct statements may run. */
  initialized = false;
  private transactions = 0;

  constructor(
    sqlite: BetterSqlite3.Database,
    private readonly file?: string,
  ) {
    this.statements = new Statements(sqlite);
  }

  async init(): Promise<void> {
    if (this.file) this.checkpointer = startCheckpointer(this.file, (message) => process.emitWarning(`WAL checkpoint: ${message}`));
    this.initialized = true;
  }

  execute<R>(handle: Handle, compiled: CompiledQuery): QueryResult<R> {
    const stmt = this.statements.get(compiled.sql);
    const parameters = compiled.parameters as unknown[];
    if (!handle.inTransaction) {
      // A plain insert, update or delete (with or without `returning`) opens a group when none
      // is open, rather than committing alone: the counters and records a request writes beside
      // its transaction (the flow version's outcomes, the provenance) were each a commit.
      const changesRows = DATA_WRITE.test(compiled.sql);
      if (changesRows && !this.groupOpen) this.openGroup();
      if (this.groupOpen && (changesRows || !stmt.reader)) handle.wroteInGroup = true;
    }
    if (stmt.reader) return { rows: stmt.all(parameters) as R[] };
    const { changes, lastInsertRowid } = stmt.run(parameters);
    return {
      numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
      insertId: lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
      rows: [],
    };
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.take();
  }

  /** The connection, when it is free (no one waits for a free connection). */
  private take(): Handle {
    this.busy = true;
    const handle = this.spare.pop() ?? new Handle(this);
    handle.inTransaction = false;
    handle.wroteInGroup = false;
    handle.handedOn = false;
    return handle;
  }

  /**
   * One statement outside a transaction, as Kysely runs one: acquire the connection (in turn),
   * run, release (a write waits for its group's commit).
   */
  async executeAlone<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const handle = this.busy ? ((await this.acquireConnection()) as Handle) : this.take();
    try {
      return this.execute<R>(handle, compiled);
    } finally {
      await this.releaseConnection(handle);
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    try {
      if (!handle.handedOn) {
        const committed = handle.wroteInGroup ? this.joinGroup() : undefined;
        this.passConnection();
        // A write that the group's COMMIT lost must not look done.
        if (committed) await committed;
      }
    } finally {
      this.spare.push(handle);
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    if (!this.groupOpen) this.openGroup();
    this.statements.run('savepoint request');
    handle.inTransaction = true;
    this.transactions += 1;
    handle.transactionNo = this.transactions;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    this.statements.run('release request');
    handle.inTransaction = false;
    const committed = this.joinGroup();
    handle.handedOn = true;
    this.passConnection();
    await committed;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    // A commit that failed with its group has nothing left to roll back.
    if (handle.handedOn || !handle.inTransaction) return;
    handle.inTransaction = false;
    if (!this.statements.sqlite.inTransaction) {
      // SQLite rolled the whole transaction back itself (disk full, I/O error): the group is lost.
      this.failGroup(new Error('the database rolled back the open group of transactions'));
      return;
    }
    this.statements.run('rollback to request');
    this.statements.run('release request');
  }

  // Savepoints inside a transaction (trx.savepoint()), as Kysely's own driver offers them:
  // they nest inside the transaction's own savepoint. The name goes through IdentifierNode,
  // so the compiler quotes it.
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compile(savepointCommand('savepoint', name), createQueryId()));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compile(savepointCommand('rollback to', name), createQueryId()));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compile(savepointCommand('release', name), createQueryId()));
  }

  async destroy(): Promise<void> {
    if (this.groupOpen) this.commitGroup();
    await this.checkpointer?.stop();
    this.statements.sqlite.close();
  }

  private openGroup(): void {
    // IMMEDIATE: the write lock from the start, so another process on the file waits
    // (busy_timeout) instead of failing when both try to upgrade from reading to writing.
    this.statements.run('begin immediate');
    this.groupOpen = true;
  }

  private joinGroup(): Promise<void> {
    return new Promise<void>((resolve, reject) => this.group.push({ resolve, reject }));
  }

  /** Serves the next in line; commits a full group first, or a group whose time has come. */
  private passConnection(): void {
    if (this.groupOpen && (this.commitDue || this.group.length >= GROUP_LIMIT)) this.commitGroup();
    else if (this.groupOpen) this.scheduleCommit();
    const next = this.waiting.shift();
    if (next) next();
    else this.busy = false;
  }

  /**
   * A transaction runs start to end without giving the event loop a turn, so requests that
   * arrived meanwhile are not queued yet when it ends. The group therefore stays open until
   * the event loop has read the sockets once more (setImmediate runs after that), and those
   * requests' transactions join it.
   */
  private scheduleCommit(): void {
    if (this.commitScheduled) return;
    this.commitScheduled = true;
    setImmediate(() => {
      this.commitScheduled = false;
      if (!this.groupOpen) return;
      // Someone holds the connection (maybe inside a transaction): commit when it is passed on.
      if (this.busy) this.commitDue = true;
      else this.commitGroup();
    });
  }

  private commitGroup(): void {
    try {
      this.statements.run('commit');
    } catch (error) {
      if (this.statements.sqlite.inTransaction) this.statements.run('rollback');
      this.failGroup(error);
      return;
    }
    const members = this.group;
    this.group = [];
    this.groupOpen = false;
    this.commitDue = false;
    for (const m of members) m.resolve();
  }

  private failGroup(error: unknown): void {
    const members = this.group;
    this.group = [];
    this.groupOpen = false;
    this.commitDue = false;
    for (const m of members) m.reject(error);
  }
}

export class BankSqliteDialect extends SqliteDialect {
  /** The driver Kysely made from this dialect (one per Kysely instance). */
  driver: GroupCommitSqliteDriver | undefined;

  /** `file`: the database file, whose WAL a worker thread then checkpoints (none for :memory:). */
  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    private readonly file?: string,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    this.driver = new GroupCommitSqliteDriver(this.sqlite, this.file);
    return this.driver;
  }
}

/** Kysely instances whose statements reach this dialect's driver unwrapped (registerDirect). */
const directDrivers = new WeakMap<object, GroupCommitSqliteDriver>();
/** A transaction's connection once looked up (null: not this driver's), with its transaction number. */
const transactionHandles = new WeakMap<object, { handle: Handle; no: number } | null>();

/**
 * Lets prepared queries on `db` run straight on the dialect's driver. Only for a Kysely made
 * with `dialect` itself: a wrapped dialect (the simulation's faults) sees every statement.
 */
export function registerDirect(db: Kysely<any>, dialect: BankSqliteDialect): void {
  if (dialect.driver) directDrivers.set(db, dialect.driver);
}

/**
 * Runs a compiled statement of a SQLite store on its connection, as Kysely would: on `db`
 * alone (in turn for the connection, a write waiting for its group's commit), or inside the
 * transaction `db` is. Falls back to Kysely's own path for anything else.
 */
export function executeDirect<R>(db: Kysely<any>, compiled: CompiledQuery<R>): Promise<QueryResult<R>> {
  if (db.isTransaction) {
    const known = transactionHandles.get(db);
    if (known === null) return db.executeQuery(compiled);
    if (known && known.handle.inTransaction && known.handle.transactionNo === known.no) {
      try {
        return Promise.resolve(known.handle.driver.execute<R>(known.handle, compiled));
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return lookUpThenExecute(db, compiled);
  }
  const driver = directDrivers.get(db);
  return driver?.initialized ? driver.executeAlone<R>(compiled) : db.executeQuery(compiled);
}

/** A transaction's first direct statement: its connection from Kysely's provider, once. */
async function lookUpThenExecute<R>(trx: Kysely<any>, compiled: CompiledQuery<R>): Promise<QueryResult<R>> {
  const connection = await trx.getExecutor().provideConnection(async (c) => c);
  if (!(connection instanceof Handle) || !connection.inTransaction) {
    transactionHandles.set(trx, null);
    return trx.executeQuery(compiled);
  }
  transactionHandles.set(trx, { handle: connection, no: connection.transactionNo });
  return connection.driver.execute<R>(connection, compiled);
}
