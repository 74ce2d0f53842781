// ITSI510010: keeps the session alive when the customer chooses to stay logged on, and tells
// the front end the idle time-out so it can warn before it strikes. Being a logon call, the
// route has already refreshed the session's last-seen time.
import type { Handler } from '../api/handler.js';

export const keepAlive: Handler<'ITSI510010'> = async ({ ctx }) => ({
  idleSeconds: Math.floor(ctx.settings.sessionIdleMs / 1000),
});
