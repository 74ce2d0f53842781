// The page's session storage (spec section 7: keyed get, set, remove). It lives as long
// as the tab, which is what the session time-out flag and per-visit state need.
import { createWebStore, readJson, writeJson } from './kv-store';
import type { KeyValueStore } from './types';

/** Set to '1' when the bank reports a session time-out (spec section 4). */
export const SESSION_TIMEOUT_KEY = 'sessionTimeout';

export interface SessionStore extends KeyValueStore {
  getJson<T>(key: string): T | undefined;
  setJson(key: string, value: unknown): void;
}

export function createSessionStore(storage?: Storage): SessionStore {
  const store = createWebStore(() => storage ?? globalThis.sessionStorage);
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    remove: (key) => store.remove(key),
    getJson: <T>(key: string) => readJson<T>(store, key),
    setJson: (key, value) => writeJson(store, key, value),
  };
}
