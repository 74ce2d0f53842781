// Work that falls due with time: settling local-bank transfers, purging ended sessions, and
// whatever later features add (forward-dated instructions, regular payments). Runs on the
// server's timer and right after a tester moves the sandbox clock. Each job must be safe to
// run twice and to run late: it does what is due at the clock's "now", exactly once.
import type { AppContext } from '../context.js';
import { checkAlerts as checkForexAlerts } from './forex/alerts.js';
import { executeDueBillPayments } from './bills/execute.js';
import { purgeOldReceipts } from './bills/receipts.js';
import { ebillDueWork } from './bill-services/ebill.js';
import { confirmDueDirectDebits } from './bill-services/direct-debit.js';
import { runDueRegularPayments } from './bill-services/regular-payment-runs.js';
import { purgeExpiredSessions } from './sessions.js';
import { runDuePlans } from './transfers/plans.js';
import { settleDueTransfers } from './transfers/settle.js';
import { expireUnverifiedRegistrations } from './fps-registration/expire.js';
import { clearDueCheques } from './e-cheques/clearing.js';
import { matureDueDeposits } from './deposits/maturity.js';
import { advanceApplications } from './opening/applications.js';
import { raiseTransferNotices } from './notices/transfer-notices.js';
import { raiseDueReminders } from './notices/reminders.js';

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
  { name: 'mature time deposits', run: (ctx) => matureDueDeposits(ctx) },
  { name: 'check forex rate alerts', run: async (ctx) => void (await checkForexAlerts(ctx)) },
  { name: 'review account-opening applications', run: (ctx) => advanceApplications(ctx) },
  { name: 'notices of transfers out and in', run: (ctx) => raiseTransferNotices(ctx) },
  { name: 'reminders the customers asked for', run: (ctx) => raiseDueReminders(ctx) },
];

/** Runs every job; one failing job is logged and does not stop the others. */
export async function runDueWork(ctx: AppContext, jobs: readonly DueJob[] = DUE_JOBS): Promise<void> {
  for (const job of jobs) {
    try {
      await job.run(ctx);
    } catch (err) {
      ctx.log.error({ err, job: job.name }, 'due work failed');
    }
  }
}
