// Queries of the busy paths, built and compiled once instead of on every call.
//
// Kysely builds a tree of frozen nodes for every query and compiles it to SQL each time it
// runs; on a transfer (some twenty statements) that was about a sixth of the server's CPU
// (docs/performance.md, "Server throughput"). A prepared query is written with the same
// builder, with named parameters in place of values:
//
//   const sessionByHash = prepared<{ hash: string }>()((db, p) =>
//     db.selectFrom('sessions').selectAll().where('token_hash', '=', p.hash));
//   const row = await sessionByHash.first(db, { hash });
//
// The builder runs once per dialect (the first call on a SQLite or PostgreSQL database); each
// call then only fills the compiled statement's parameters and hands it to the database with
// the caller's connection or transaction. The SQL is exactly what the builder makes, so a
// prepared query reads and writes the same as the inline one it replaces.
//
// On SQLite the statement then runs straight on the driver (db/sqlite-driver.ts,
// `executeDirect`): same connection, transaction and commit, without Kysely's executor.
//
// A parameter must reach the statement as a value (a `?` / `$n`): values compared, inserted or
// set, and `in` lists of a fixed length (one parameter per element). A parameter that the
// builder would have to look into (an array of varying length, an object, `null` to become
// `is null`) cannot be one; compiling throws when a parameter does not come out as a value.
import { PostgresAdapter, createQueryId, type Compilable, type CompiledQuery, type Insertable, type Kysely, type QueryResult } from 'kysely';
import type { DialectName } from './connect.js';
import type { Database } from './schema.js';
import { executeDirect } from './sqlite-driver.js';

/** Stands for a named parameter while the builder runs. */
class Slot {
  constructor(readonly name: string) {}
}

interface Template {
  compiled: CompiledQuery;
  dialect: DialectName;
  /** Per statement parameter: the caller's parameter name, or a constant of the builder. */
  sources: ({ slot: string } | { value: unknown })[];
}

type Builder<P, R> = (db: Kysely<Database>, p: P, dialect: DialectName) => Compilable<R>;

export interface PreparedQuery<P, R> {
  /** Every row. */
  all(db: Kysely<Database>, params: P): Promise<R[]>;
  /** The first row, or undefined. */
  first(db: Kysely<Database>, params: P): Promise<R | undefined>;
  /** Runs a write; the database's answer (affected rows). */
  run(db: Kysely<Database>, params: P): Promise<QueryResult<R>>;
}

/** `prepared<Params>()(builder)`: the parameter type first, the row type from the builder. */
export function prepared<P extends Record<string, unknown>>() {
  return <R>(build: Builder<P, R>): PreparedQuery<P, R> => new Prepared(build);
}

class Prepared<P extends Record<string, unknown>, R> implements PreparedQuery<P, R> {
  /** Compiled per dialect adapter: a database and its transactions share one. */
  private readonly templates = new WeakMap<object, Template>();

  constructor(private readonly build: Builder<P, R>) {}

  async all(db: Kysely<Database>, params: P): Promise<R[]> {
    return (await this.run(db, params)).rows;
  }

  async first(db: Kysely<Database>, params: P): Promise<R | undefined> {
    return (await this.run(db, params)).rows[0];
  }

  run(db: Kysely<Database>, params: P): Promise<QueryResult<R>> {
    const template = this.templateFor(db);
    const { sources } = template;
    const parameters = new Array<unknown>(sources.length);
    for (let i = 0; i < sources.length; i += 1) {
      const source = sources[i]!;
      parameters[i] = 'slot' in source ? params[source.slot] : source.value;
    }
    const compiled: CompiledQuery<R> = { query: template.compiled.query, queryId: createQueryId(), sql: template.compiled.sql, parameters };
    return template.dialect === 'sqlite' ? executeDirect(db, compiled) : db.executeQuery(compiled);
  }

  private templateFor(db: Kysely<Database>): Template {
    const adapter = db.getExecutor().adapter;
    let template = this.templates.get(adapter);
    if (!template) {
      template = compileTemplate(db, this.build, adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
      this.templates.set(adapter, template);
    }
    return template;
  }
}

function compileTemplate<P extends Record<string, unknown>, R>(db: Kysely<Database>, build: Builder<P, R>, dialect: DialectName): Template {
  const named = new Set<string>();
  const p = new Proxy({} as P, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      named.add(key);
      return new Slot(key);
    },
  });
  const compiled = build(db, p, dialect).compile();
  const used = new Set<string>();
  const sources = compiled.parameters.map((value) => {
    if (value instanceof Slot) {
      used.add(value.name);
      return { slot: value.name };
    }
    return { value };
  });
  for (const name of named) {
    if (!used.has(name)) throw new Error(`prepared query: parameter "${name}" is not a value of the statement: ${compiled.sql}`);
  }
  return { compiled, dialect, sources };
}

/**
 * An insert of one row into `table`, prepared per set of columns: the columns are the row's
 * keys whose value is not undefined, in their order, as Kysely's `values(row)` takes them.
 */
export function preparedInsert<T extends keyof Database & string>(table: T) {
  const byColumns = new Map<string, PreparedQuery<Record<string, unknown>, unknown>>();
  return (db: Kysely<Database>, insertable: Insertable<Database[T]>): Promise<QueryResult<unknown>> => {
    const row = insertable as Record<string, unknown>;
    const columns = Object.keys(row).filter((c) => row[c] !== undefined);
    const key = columns.join(',');
    let query = byColumns.get(key);
    if (!query) {
      query = prepared<Record<string, unknown>>()((d, p) =>
        d.insertInto(table).values(Object.fromEntries(columns.map((c) => [c, p[c]])) as never),
      );
      byColumns.set(key, query);
    }
    return query.run(db, row);
  };
}
