// `npm run load`: many synthetic customers using the sandbox bank at once, on loopback only.
//
//   npm run load -- --database postgres --processes 2 --customers 3000 --users 48 --seconds 60
//
// Seeds the customers (two HKD accounts and an activated mobile token each) into a fresh
// database, starts the bank (SQLite: one process; PostgreSQL: N processes behind the cluster),
// runs the visits of load/lib/mix.ts from --users concurrent clients until --seconds or
// --visits is reached, then moves the sandbox clock past the settlement time and checks the
// database (load/lib/checks.ts). Prints throughput, p50/p95/p99 per transaction code and the
// answers that were not success, by code; --json writes the same figures to a file.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { CODE_NAMES } from './lib/mix.js';
import { runLoad } from './lib/run-load.js';
import { formatSummary } from './lib/stats.js';
import type { DatabaseKind } from './lib/target.js';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'sqlite' },
    processes: { type: 'string', default: '1' },
    customers: { type: 'string', default: '2000' },
    users: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '30' },
    visits: { type: 'string', default: '1000000' },
    json: { type: 'string' },
    log: { type: 'string' },
  },
});

function positive(name: 'processes' | 'customers' | 'users' | 'seconds' | 'visits'): number {
  const n = Number(values[name]);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
}

const database = values.database as DatabaseKind;
if (database !== 'sqlite' && database !== 'postgres') throw new Error('--database is sqlite or postgres');
const processes = positive('processes');
if (database === 'sqlite' && processes !== 1) throw new Error('SQLite runs one bank process; use --database postgres for more');

const result = await runLoad({
  database,
  processes,
  customers: positive('customers'),
  users: positive('users'),
  seconds: positive('seconds'),
  visits: positive('visits'),
  say: (line) => process.stdout.write(`${line}\n`),
  ...(values.log ? { logFile: values.log } : {}),
});
process.stdout.write(`\n${formatSummary(result.summary, CODE_NAMES)}\n`);
process.stdout.write(
  result.problems.length
    ? `\nCHECKS FAILED:\n  ${result.problems.slice(0, 30).join('\n  ')}\n`
    : `\nChecks: ledger balanced; ${result.confirmed} confirmed payments each there once with their debit; no entry doubled; every transfer settled once.\n`,
);
if (values.json) fs.writeFileSync(values.json, JSON.stringify({ options: values, ...result }, null, 2));
process.exit(result.problems.length ? 1 : 0);
