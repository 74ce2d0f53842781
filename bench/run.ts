// Runs every benchmark in its own process (a fresh heap and JIT, so one benchmark's garbage or
// globals never bend the next one's numbers), prints one table against the budgets and exits 1
// when a number is over budget. BENCH_SOFT=1 reports without failing on budgets.
// Usage: npm run bench [-- NAME...]   e.g. npm run bench -- server (every server-* one), -- browser (that one)
import os from 'node:os';
import { spawn } from 'node:child_process';
import { REPO } from './lib/paths';
import { RESULT_MARKER, fmt, withinBudget, type BenchRow } from './lib/result';

const BENCHMARKS = [
  'bundle',
  'published-bundle',
  'form-validation',
  'engine-journey',
  'replay-speed',
  'flow-mutation',
  'server-transfers',
  'server-transfers-concurrent',
  'server-accounts',
  'server-password-flood',
  'server-form-rules',
  'step-render',
  'browser',
  'browser-transitions',
  'browser-hand-written',
  'browser-lighthouse',
];

/** Runs bench/<name>.ts under tsx; its stderr passes through, its stdout carries the rows. */
function runChild(name: string): Promise<BenchRow[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(RESULT_MARKER));
      if (code !== 0 || !line) return reject(new Error(`exited with ${code}${out ? `: ${out.trim()}` : ''}`));
      resolve(JSON.parse(line.slice(RESULT_MARKER.length)) as BenchRow[]);
    });
  });
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) => r.map((cell, c) => (c === 1 || c === 3 ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  ').trimEnd();
  console.log(line(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.slice(1).forEach((r) => console.log(line(r)));
}

async function main(): Promise<void> {
  const soft = process.env.BENCH_SOFT === '1';
  const filters = process.argv.slice(2);
  // A filter that is a benchmark's whole name picks that one alone (`browser` is not also
  // `browser-lighthouse`); any other filter picks every name that contains it (`server`).
  const picks = (b: string, f: string) => (BENCHMARKS.includes(f) ? b === f : b.includes(f));
  const selected = BENCHMARKS.filter((b) => filters.length === 0 || filters.some((f) => picks(b, f)));
  const started = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  const table: string[][] = [['benchmark', 'value', 'unit', 'budget', 'verdict', 'detail']];
  let over = 0;
  let crashed = 0;
  for (const name of selected) {
    const t0 = Date.now();
    try {
      for (const row of await runChild(name)) {
        const ok = withinBudget(row);
        if (!ok) over += 1;
        const budget = `${row.budget.kind === 'max' ? '<=' : '>='} ${row.budget.limit}`;
        table.push([row.name, fmt(row.value), row.unit, budget, ok ? 'ok' : 'OVER', row.detail ?? '']);
      }
    } catch (error) {
      crashed += 1;
      table.push([name, '-', '', '', 'ERROR', (error as Error).message.split('\n')[0]!]);
    }
    process.stderr.write(`· ${name} ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  }

  const cores = os.cpus().length;
  console.log(`\nNode ${process.version}, ${cores} cores, 1-minute load average ${loadAtStart.toFixed(2)} at start, ${os.loadavg()[0]!.toFixed(2)} at end`);
  // Other processes on the cores slow the server and render benchmarks (not the sizes); say so
  // rather than let a busy machine pass for a regression.
  if (loadAtStart >= cores) console.log(`WARNING: the machine was busy (load >= ${cores}); server and render numbers are pessimistic.`);
  console.log('');
  printTable(table);
  console.log(`\n${over} over budget, ${crashed} failed to run, ${((Date.now() - started) / 1000).toFixed(1)} s${soft ? ' (BENCH_SOFT=1: report only)' : ''}`);
  // A benchmark that could not run has no number to excuse, so it fails even in soft mode.
  process.exitCode = crashed > 0 || (over > 0 && !soft) ? 1 : 0;
}

await main();
