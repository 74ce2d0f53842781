// What an address's query says about the session (spec section 2): the channel's webtype, where
// Back returns once the page's own history is spent (backLink), and the account a journey
// opened from an account starts from (defaultAccount). Applied when the address changes and
// before the page at that address renders: a from-account field reads the default on its first
// render, and a field whose accounts are already loaded renders only once (applied after the
// render, as an effect, the default came too late about half the time).
import type { SessionStore } from '../session/session-store';
import { safeRedirect } from './safe-redirect';

const ACCOUNT_ID = /^[\w-]{1,40}$/;

export function applyAddressDeclarations(session: SessionStore, search: string): void {
  const query = new URLSearchParams(search);
  const webtype = query.get('webtype');
  if (webtype) session.setWebtype(webtype);
  const backLink = query.get('backLink');
  if (backLink) session.setBackLink(safeRedirect(backLink));
  const account = query.get('defaultAccount');
  if (account && ACCOUNT_ID.test(account)) session.setDefaultAccount(account);
}
