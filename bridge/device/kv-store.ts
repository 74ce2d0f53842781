// KeyValueStore over Web Storage, with an in-memory fallback: storage can be missing
// (tests, workers) or throw (blocked cookies, private mode quotas), and the page must
// keep working for the current visit rather than fail.
import type { KeyValueStore } from './types';

export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** `storage` is read lazily through a function because merely touching it may throw. */
export function createWebStore(storage: () => Storage | undefined, prefix = ''): KeyValueStore {
  const usable = probe(storage);
  if (!usable) return createMemoryStore();
  return {
    get: (key) => usable.getItem(prefix + key),
    set: (key, value) => usable.setItem(prefix + key, value),
    remove: (key) => usable.removeItem(prefix + key),
  };
}

function probe(storage: () => Storage | undefined): Storage | undefined {
  try {
    const candidate = storage();
    if (!candidate) return undefined;
    const key = '__bridge_probe__';
    candidate.setItem(key, '1');
    candidate.removeItem(key);
    return candidate;
  } catch {
    return undefined;
  }
}

export function readJson<T>(store: KeyValueStore, key: string): T | undefined {
  const text = store.get(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  store.set(key, JSON.stringify(value));
}
