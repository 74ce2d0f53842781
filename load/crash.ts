// `npm run crash`: the load of `npm run load` while bank processes are killed with SIGKILL at
// random moments (and, on PostgreSQL, the bank's database sessions are ended), then the checks:
// ledger balanced, every confirmed payment there exactly once, retried idempotency keys
// answered with their first result, nothing half-applied, due work neither lost nor doubled.
//
//   npm run crash -- --database postgres --processes 2 --kills 5 --connection-kills 3 --seconds 60
//
// The due work runs every second and transfers settle after 5 seconds here, so the kills also
// land in the middle of settlement. A shortened run is part of `npm test`
// (tests/unit/server/crash.test.ts).
import { parseArgs } from 'node:util';
import { postgresBinaries } from '../server/db/local-postgres.js';
import { runCrash } from './lib/crash-run.js';
import { CODE_NAMES } from './lib/mix.js';
import { formatSummary } from './lib/stats.js';
import type { DatabaseKind } from './lib/target.js';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: postgresBinaries || process.env.DATABASE_URL ? 'postgres' : 'sqlite' },
    processes: { type: 'string', default: '2' },
    customers: { type: 'string', default: '1000' },
    users: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '60' },
    kills: { type: 'string', default: '5' },
    'connection-kills': { type: 'string', default: '3' },
    log: { type: 'string' },
  },
});

function count(name: keyof typeof values, min = 1): number {
  const n = Number(values[name]);
  if (!Number.isSafeInteger(n) || n < min) throw new Error(`--${name} must be an integer of at least ${min}`);
  return n;
}

const database = values.database as DatabaseKind;
if (database !== 'sqlite' && database !== 'postgres') throw new Error('--database is sqlite or postgres');
const result = await runCrash({
  database,
  processes: database === 'sqlite' ? 1 : count('processes'),
  customers: count('customers'),
  users: count('users'),
  seconds: count('seconds'),
  kills: count('kills', 0),
  connectionKills: count('connection-kills', 0),
  env: { DUE_WORK_INTERVAL_MS: '1000', SETTLE_SECONDS: '5' },
  say: (line) => process.stdout.write(`${line}\n`),
  ...(values.log ? { logFile: values.log } : {}),
});
process.stdout.write(`\n${formatSummary(result.summary, CODE_NAMES)}\n`);
process.stdout.write(`\n${result.killed} processes killed, ${result.connectionsEnded} database sessions ended; ${result.confirmed} payments confirmed, ${result.retried} of them after a retry.\n`);
process.stdout.write(
  result.problems.length
    ? `CHECKS FAILED:\n  ${result.problems.slice(0, 30).join('\n  ')}\n`
    : 'Checks: ledger balanced; every confirmed payment there exactly once with its debit; retried keys answered with their first result; no entry doubled; every transfer settled once.\n',
);
process.exit(result.problems.length ? 1 : 0);
