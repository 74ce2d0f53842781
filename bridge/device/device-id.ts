// The device id the bank binds the mobile token to: random, not derived from anything
// about the customer or the hardware, so it identifies nothing outside this bank.
import type { KeyValueStore } from './types';

/** 16 random bytes as 32 lowercase hex characters. */
export function randomHex(bytes = 16): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Reads the id kept in `store`, creating it on first use. */
export function persistentDeviceId(store: KeyValueStore, key: string): () => string {
  let cached: string | undefined;
  return () => {
    if (cached) return cached;
    const stored = store.get(key);
    cached = stored && /^[0-9a-f]{32}$/.test(stored) ? stored : randomHex();
    if (cached !== stored) store.set(key, cached);
    return cached;
  };
}
