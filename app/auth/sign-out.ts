// Ending a session forgets everything this tab knew about the customer: the session store,
// every journey in progress (and its saved state), cached bank data and the rest of the
// tab's session storage. Used by the logout button, the host app's didLogout, the idle
// time-out and the session time-out dialog, so none of them can forget a piece.
import { SESSION_TIMEOUT_KEY } from '../../bridge';
import type { AppServices } from '../services';

/** Keys that must survive: the (now empty) session store and the time-out flag of spec 4. */
const KEEP = new Set(['session', SESSION_TIMEOUT_KEY]);

export async function signOut(services: AppServices, opts: { tellBank: boolean }): Promise<void> {
  if (opts.tellBank && services.session.token) {
    await services.client.call('ITSI100002', {}, { loading: false }).catch(() => undefined);
  }
  services.runs.clear();
  services.banks.reset();
  services.session.logout();
  for (const key of Object.keys(window.sessionStorage)) if (!KEEP.has(key)) window.sessionStorage.removeItem(key);
}
