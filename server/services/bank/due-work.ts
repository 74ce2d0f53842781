// Work that falls due with time: settling local-bank transfers, purging ended sessions, and
// whatever later features add (forward-dated instructions, regular payments). Runs on the
// server's timer and right after a tester moves the sandbox clock. Each job must be safe to
// run twice and to run late: it does what is due at the clock's "now", exactly once.
import type { AppContext } from '../../context.js';
import { SharedClock } from '../../shared-clock.js';
import { withDueWorkLock } from './due-lock.js';
import { checkAlerts as checkForexAlerts } from '../money/forex/alerts.js';
import { executeDueBillPayments } from '../money/bills/execute.js';
import { reportBillResults } from '../money/bills/results.js';
import { purgeOldReceipts } from '../money/bills/receipts.js';
import { ebillDueWork } from '../money/bill-services/ebill.js';
import { confirmDueDirectDebits } from '../money/bill-services/direct-debit.js';
import { suspendDirectDebits } from '../money/bill-services/direct-debit-suspension.js';
import { runDueRegularPayments } from '../money/bill-services/regular-payment-runs.js';
import { purgeExpiredSessions } from '../customer/sessions.js';
import { runDuePlans } from '../money/transfers/plans.js';
import { settleDueTransfers } from '../money/transfers/settle.js';
import { expireUnverifiedRegistrations } from '../customer/fps-registration/expire.js';
import { lapseCheques } from '../money/e-cheques/lapse.js';
import { clearDueCheques } from '../money/e-cheques/clearing.js';
import { matureDueDeposits } from '../money/deposits/maturity.js';
import { advanceApplications } from '../customer/opening/applications.js';
import { purgeEndedWindows } from './limits/window-counter.js';
import { raiseTransferNotices } from '../customer/notices/transfer-notices.js';
import { raiseDueReminders } from '../customer/notices/reminders.js';

export interface DueJob {
  name: string;
  run(ctx: AppContext): Promise<unknown>;
}

/** Runs in this order; append new jobs at the end. */
export const DUE_JOBS: readonly DueJob[] = [
  { name: 'settle local-bank transfers', run: (ctx) => settleDueTransfers(ctx) },
  { name: 'purge ended sessions', run: (ctx) => purgeExpiredSessions(ctx) },
  { name: 'run due transfer plans', run: (ctx) => runDuePlans(ctx) },
  { name: 'execute due bill payments', run: (ctx) => executeDueBillPayments(ctx) },
  { name: 'purge e-receipts older than 13 months', run: (ctx) => purgeOldReceipts(ctx) },
  { name: 'e-bill answers, lapses and purges', run: (ctx) => ebillDueWork(ctx) },
  { name: 'confirm direct debit authorisations', run: (ctx) => confirmDueDirectDebits(ctx) },
  { name: 'execute regular bill payments', run: (ctx) => runDueRegularPayments(ctx) },
  { name: 'expire unverified FPS registrations', run: (ctx) => expireUnverifiedRegistrations(ctx) },
  { name: 'clear deposited e-cheques', run: (ctx) => clearDueCheques(ctx) },
  { name: 'e-cheques never signed or never presented', run: (ctx) => lapseCheques(ctx) },
  { name: 'mature time deposits', run: (ctx) => matureDueDeposits(ctx) },
  { name: 'check forex rate alerts', run: async (ctx) => void (await checkForexAlerts(ctx)) },
  { name: 'review account-opening applications', run: (ctx) => advanceApplications(ctx) },
  { name: 'purge ended rate-limit windows', run: (ctx) => purgeEndedWindows(ctx) },
  { name: 'notices of transfers out and in', run: (ctx) => raiseTransferNotices(ctx) },
  { name: 'reminders the customers asked for', run: (ctx) => raiseDueReminders(ctx) },
  { name: 'suspend direct debits the bank can no longer honour', run: (ctx) => suspendDirectDebits(ctx) },
  { name: 'bill payment results at the day\'s result time', run: (ctx) => reportBillResults(ctx) },
];

export interface DueWorkOptions {
  /** Wait while another run (in any process) holds the due-work lock; otherwise skip this run. */
  wait?: boolean;
}

/**
 * Runs every job, as the only runner across the bank's processes (due-lock.ts); one failing
 * job is logged and does not stop the others. Waits for another runner by default (a moved
 * clock wants the work done before it answers); the timer passes `wait: false`.
 */
export function runDueWork(ctx: AppContext, jobs: readonly DueJob[] = DUE_JOBS, options: DueWorkOptions = {}): Promise<void> {
  if (stopped.has(ctx)) return Promise.resolve();
  const run = runJobs(ctx, jobs, options);
  running.set(ctx, run);
  return run;
}

/** The bank is closing: no job starts any more; resolves when the run under way has ended. */
export async function stopDueWork(ctx: AppContext): Promise<void> {
  stopped.add(ctx);
  await running.get(ctx);
}

const stopped = new WeakSet<AppContext>();
const running = new WeakMap<AppContext, Promise<void>>();

async function runJobs(ctx: AppContext, jobs: readonly DueJob[], options: DueWorkOptions): Promise<void> {
  try {
    // Another process may have moved the shared clock since this one last looked.
    if (ctx.clock instanceof SharedClock) await ctx.clock.refresh();
    await withDueWorkLock(ctx, options.wait ?? true, async (run) => {
      for (const job of jobs) {
        if (stopped.has(ctx)) return;
        if (!(await run.stillHeld())) {
          ctx.log.warn({ job: job.name }, 'due work stopped: its lock was lost');
          return;
        }
        try {
          await job.run(ctx);
        } catch (err) {
          ctx.log.error({ err, job: job.name }, 'due work failed');
        }
      }
    });
  } catch (err) {
    // The database is unreachable: the next run (timer or clock move) does what is due.
    ctx.log.error({ err }, 'due work could not start');
  }
}
