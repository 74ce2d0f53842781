// The session store of spec section 3, kept in the tab's session storage so a reload keeps
// the customer logged on and a closed tab forgets everything.
import { makeAutoObservable, toJS } from 'mobx';
import type { User } from '../../generated/types/api';

/** The logged-on customer as the bank describes it (schemas/entities/user.json). */
export type SessionUser = User;

export interface SessionState {
  isLogon: boolean;
  user: SessionUser | null;
  token: string | null;
  routeHistory: string[];
  routeQueryHistory: Record<string, string>;
  backLink: string | null;
  webtype: string | null;
  settingsInfo: { softTokenSetting?: boolean };
  /** The account forms preselect as the from-account (set when a journey is opened from an account). */
  defaultAccount: string | null;
  isInApp: boolean;
}

export interface SessionPersistence {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

const KEY = 'session';

function initialState(): SessionState {
  return {
    isLogon: false,
    user: null,
    token: null,
    routeHistory: [],
    routeQueryHistory: {},
    backLink: null,
    webtype: null,
    settingsInfo: {},
    defaultAccount: null,
    isInApp: false,
  };
}

export class SessionStore {
  state: SessionState;

  constructor(private readonly storage: SessionPersistence) {
    const saved = storage.get(KEY);
    let restored: Partial<SessionState> = {};
    try {
      restored = saved ? (JSON.parse(saved) as Partial<SessionState>) : {};
    } catch {
      restored = {};
    }
    this.state = { ...initialState(), ...restored };
    // Spec: on start, log on if a token exists, else log out.
    if (!this.state.token) this.state.isLogon = false;
    makeAutoObservable<SessionStore, 'storage'>(this, { storage: false });
  }

  get isLogon(): boolean {
    return this.state.isLogon;
  }

  get user(): SessionUser | null {
    return this.state.user;
  }

  get token(): string | null {
    return this.state.token;
  }

  logon(token: string, user: SessionUser): void {
    this.state.isLogon = true;
    this.state.token = token;
    this.state.user = user;
    this.save();
  }

  /** Logging out clears the token, the customer and the navigation trail. */
  logout(): void {
    const { isInApp, webtype } = this.state;
    this.state = { ...initialState(), isInApp, webtype };
    this.save();
  }

  setWebtype(webtype: string): void {
    this.state.webtype = webtype;
    this.save();
  }

  setDefaultAccount(accountId: string | null): void {
    this.state.defaultAccount = accountId;
    this.save();
  }

  setBackLink(link: string | null): void {
    this.state.backLink = link;
    this.save();
  }

  /** A flag of settingsInfo (softTokenSetting: Back from the token settings goes to My settings). */
  setSetting(name: 'softTokenSetting', value: boolean): void {
    if ((this.state.settingsInfo[name] ?? false) === value) return;
    this.state.settingsInfo = { ...this.state.settingsInfo, [name]: value };
    this.save();
  }

  setInApp(isInApp: boolean): void {
    this.state.isInApp = isInApp;
    this.save();
  }

  /** Records a visit; revisiting a path trims the history back to it (spec section 2). */
  visit(path: string, search: string): void {
    // The soft-token setting flag lasts while the customer is in the token settings.
    if (this.state.settingsInfo.softTokenSetting && !path.startsWith('/settings/get-otp')) this.setSetting('softTokenSetting', false);
    const history = this.state.routeHistory;
    const at = history.lastIndexOf(path);
    this.state.routeHistory = at >= 0 ? history.slice(0, at + 1) : [...history, path];
    this.state.routeQueryHistory[path] = search;
    this.save();
  }

  /** Pops the current path; returns the one to go back to, with its saved query, if any. */
  popHistory(): { path: string; search: string } | null {
    const history = this.state.routeHistory;
    if (history.length < 2) {
      this.state.routeHistory = [];
      this.save();
      return null;
    }
    this.state.routeHistory = history.slice(0, -1);
    const path = this.state.routeHistory[this.state.routeHistory.length - 1] as string;
    this.save();
    return { path, search: this.state.routeQueryHistory[path] ?? '' };
  }

  clearRouteHistory(): void {
    this.state.routeHistory = [];
    this.state.routeQueryHistory = {};
    this.save();
  }

  private save(): void {
    this.storage.set(KEY, JSON.stringify(toJS(this.state)));
  }
}
