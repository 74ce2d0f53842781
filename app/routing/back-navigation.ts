// Where Back goes (spec section 2): special rules first, then the stored history (with the
// saved query, its popup flag reset), then a stored back link, then the channel's main page.
// Pure functions over the session store, so every case is unit-tested.
import type { SessionStore } from '../session/session-store';
import backRules from './back-rules.json';
import channelPages from './channel-pages.json';

export interface BackRule {
  path: string;
  whenQuery?: Record<string, string>;
  whenSetting?: string;
  to: string;
}

export type BackTarget = { kind: 'route'; to: string } | { kind: 'close' } | { kind: 'blocked' };

export function matchRule(rules: BackRule[], path: string, query: URLSearchParams, settings: object): BackRule | undefined {
  return rules.find((rule) => {
    if (rule.path !== '*' && rule.path !== path) return false;
    if (rule.whenSetting && (settings as Record<string, unknown>)[rule.whenSetting] !== true) return false;
    if (rule.whenQuery && !Object.entries(rule.whenQuery).every(([k, v]) => query.get(k) === v)) return false;
    return true;
  });
}

/** A saved query comes back with its popup flag reset, so a dialog does not reopen. */
export function restoreQuery(search: string): string {
  const params = new URLSearchParams(search);
  if (params.has('popup')) params.set('popup', 'false');
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function resolveBack(options: {
  session: SessionStore;
  path: string;
  query: URLSearchParams;
  channel: keyof typeof channelPages.main;
  blocked?: boolean;
}): BackTarget {
  const { session, path, query, channel } = options;
  if (options.blocked) return { kind: 'blocked' };
  const rule = matchRule(backRules.rules as BackRule[], path, query, session.state.settingsInfo);
  if (rule) {
    // A setting flag sends Back once: after that the customer is where the flag meant.
    if (rule.whenSetting === 'softTokenSetting') session.setSetting('softTokenSetting', false);
    return { kind: 'route', to: rule.to };
  }
  const previous = session.popHistory();
  if (previous) return { kind: 'route', to: `${previous.path}${restoreQuery(previous.search)}` };
  const backLink = session.state.backLink;
  if (backLink) {
    session.setBackLink(null);
    return { kind: 'route', to: backLink };
  }
  const main = channelPages.main[channel];
  if (main === 'close' || main === path) return { kind: 'close' };
  return { kind: 'route', to: main };
}
