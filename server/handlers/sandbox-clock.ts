// ITSI900002 (sandbox only): the bank's clock, which testers can move forward to watch
// forward-dated work execute. Moving it runs the due work at once instead of waiting for
// the timer. Only the sandbox's own clocks move; any other clock refuses.
import { BankError } from '../api/errors.js';
import type { Handler } from '../api/handler.js';
import { AdjustableClock, ManualClock, isoAt } from '../clock.js';
import { runDueWork } from '../services/due-work.js';

export const sandboxClock: Handler<'ITSI900002'> = async ({ ctx }, payload) => {
  const { advanceMs, moveTo } = payload;
  if (advanceMs !== undefined || moveTo !== undefined) {
    const clock = ctx.clock;
    if (!(clock instanceof AdjustableClock || clock instanceof ManualClock)) throw new BankError('E900000001');
    if (advanceMs) clock.advance(advanceMs);
    const target = moveTo ? Date.parse(moveTo) : NaN;
    if (target > clock.now()) clock.advance(target - clock.now());
    await runDueWork(ctx);
  }
  return { now: isoAt(ctx.clock.now()) };
};
