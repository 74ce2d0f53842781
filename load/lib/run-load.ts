// One load run from start to checks: a fresh bank with its synthetic customers, `users`
// concurrent clients making visits until `seconds` or `visits`, optionally something else
// happening meanwhile (the crash tool kills processes), then the clock moved past the
// settlement time and the database checked.
import os from 'node:os';
import { openStore } from '../../server/db/connect.js';
import { runChecks, unsettled } from './checks.js';
import { BankClient } from './http-client.js';
import { Population, visit, type Confirmed, type VisitContext } from './mix.js';
import { Stats, type Summary } from './stats.js';
import { startTarget, type Target, type TargetOptions } from './target.js';

export interface LoadOptions extends TargetOptions {
  users: number;
  seconds: number;
  visits?: number;
  /** Told what happens, line by line. */
  say?: (line: string) => void;
  /** Runs beside the clients until the deadline (performance.now()); told how many payments are in flight. */
  meanwhile?: (target: Target, deadline: number, paymentsInFlight: () => number) => Promise<void>;
}

export interface LoadResult {
  visits: number;
  summary: Summary;
  confirmed: number;
  retried: number;
  problems: string[];
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const say = options.say ?? (() => undefined);
  const loadAverage = () => os.loadavg()[0]!.toFixed(1);
  say(`Seeding ${options.customers} customers on ${options.database}${options.database === 'postgres' ? ` with ${options.processes} bank process(es)` : ''}...`);
  const seedStart = performance.now();
  const target = await startTarget(options);
  say(`Seeded and started in ${((performance.now() - seedStart) / 1000).toFixed(1)} s. ${options.users} users for ${options.seconds} s (load average ${loadAverage()}, ${os.cpus().length} cores).`);
  try {
    const client = new BankClient('127.0.0.1', target.port, { sockets: options.users });
    const stats = new Stats();
    const confirmed: Confirmed[] = [];
    const deadline = performance.now() + options.seconds * 1000;
    stats.windowEndsAt = deadline;
    // Payments cut off by a crash are retried for a while after the deadline.
    const ctx: VisitContext = { client, population: new Population(target.customers), stats, confirmed, mismatches: [], deadline: deadline + 60_000, paymentsInFlight: 0 };
    const maxVisits = options.visits ?? Number.MAX_SAFE_INTEGER;
    let visits = 0;
    await Promise.all([
      ...Array.from({ length: options.users }, async () => {
        while (performance.now() < deadline && visits < maxVisits) {
          if (await visit(ctx)) visits += 1;
        }
      }),
      options.meanwhile?.(target, deadline, () => ctx.paymentsInFlight),
    ]);
    stats.endedAt = performance.now();
    const summary = stats.summary();
    say(`${visits} visits; load average ${loadAverage()} at the end.`);

    // Past every transfer's settlement time: the due work settles each exactly once. A
    // keep-alive connection may still lead to a killed process: retried on a new one.
    client.close();
    let moved = await moveClock(target.port, 5 * 60_000);
    // The due work that moving the clock runs may meet a pooled database session this run ended
    // (E000000500); the bank's own timer would simply run it again, and it is exactly-once, so
    // the check runs it again too (without moving the clock further) before judging.
    for (let again = 0; again < 5 && moved.envelope.header.responseCode === 'E000000500'; again += 1) moved = await moveClock(target.port, 0);
    await target.bank.stop();
    const store = openStore(target.databaseUrl);
    try {
      const problems = moved.envelope.header.responseCode === '00000' ? [] : [`moving the clock answered ${moved.envelope.header.responseCode}`];
      problems.push(...(await runChecks(store.db, confirmed, ctx.mismatches)));
      const waiting = await unsettled(store.db);
      if (waiting > 0) problems.push(`${waiting} local-bank transfers not settled after the clock passed their time`);
      return { visits, summary, confirmed: confirmed.length, retried: confirmed.filter((c) => c.retries > 0).length, problems };
    } finally {
      await store.db.destroy();
    }
  } finally {
    await target.stop();
  }
}

async function moveClock(port: number, advanceMs: number) {
  for (let attempt = 1; ; attempt += 1) {
    const mover = new BankClient('127.0.0.1', port, { sockets: 1 });
    try {
      return await mover.call('ITSI900002', { advanceMs });
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((done) => setTimeout(done, 1_000));
    } finally {
      mover.close();
    }
  }
}
