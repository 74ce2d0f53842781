// ITSI900002 (sandbox only): the bank's clock, which testers can move forward to watch
// forward-dated work execute. Moving it runs the due work at once instead of waiting for
// the timer. Only the sandbox's own clocks move; any other clock refuses. The bank's own clock
// is shared by its processes through the database and kept across restarts.
import { BankError } from '../api/errors.js';
import type { Handler } from '../api/handler.js';
import { AdjustableClock, ManualClock, isoAt } from '../clock.js';
import { runDueWork } from '../services/bank/due-work.js';
import { SharedClock } from '../shared-clock.js';
import { ERR } from '../../generated/error-codes.js';

export const sandboxClock: Handler<'ITSI900002'> = async ({ ctx }, payload) => {
  const { advanceMs, moveTo } = payload;
  if (advanceMs !== undefined || moveTo !== undefined) {
    const clock = ctx.clock;
    const target = moveTo ? Date.parse(moveTo) : NaN;
    if (clock instanceof SharedClock) {
      // Every process of the bank, and the next start, sees the move (shared-clock.ts).
      if (advanceMs) await clock.advanceShared(advanceMs);
      if (target > clock.now()) await clock.moveToShared(target);
    } else if (clock instanceof AdjustableClock || clock instanceof ManualClock) {
      if (advanceMs) clock.advance(advanceMs);
      if (target > clock.now()) clock.advance(target - clock.now());
    } else {
      throw new BankError(ERR.SANDBOX_CLOCK_NOT_MOVED);
    }
    await runDueWork(ctx);
  }
  return { now: isoAt(ctx.clock.now()) };
};
