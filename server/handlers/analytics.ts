// ITSI160001 the sandbox's view of the analytics events received (sandbox only: the route
// answers it as unknown in production, see sandboxOnly in its contract).
import type { Handler } from '../api/handler.js';
import { latestEvents } from '../services/bank/analytics/events.js';

export const analyticsEvents: Handler<'ITSI160001'> = async (call) => ({
  events: await latestEvents(call.ctx),
});
