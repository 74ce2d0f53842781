// EngineDeps for a replay: the generated validators the app ships, the scripted bank and
// authenticator, a clock pinned to the fixture, ids that are the same on every run, and
// storage in memory (the engine persists after every move, as it does in the browser).
import type { Authenticator, CallBank, EngineDeps, RunStorage, Verifier } from '../../engine/core/deps';
import { formValidators } from '../../generated/validators/forms.js';
import { apiValidators } from '../../generated/validators/api.js';
import type { Fixture } from './fixture';
import { jsonCopy } from './paths';
import vocabulary from '../../schemas/vocabulary.json';

function memoryStorage(): RunStorage {
  const map = new Map<string, string>();
  return {
    load: (key) => map.get(key) ?? null,
    save: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

export function replayDeps(fixture: Fixture, call: CallBank, authenticator: Authenticator, verifier?: Verifier): EngineDeps {
  let counter = 0;
  const user = fixture.user ? jsonCopy(fixture.user) : null;
  const now = Date.parse(fixture.now);
  return {
    call,
    formValidators,
    requestValidators: Object.fromEntries(Object.entries(apiValidators).map(([code, pair]) => [code, pair.request])),
    // Every authenticator a flow may name answers with the fixture's scripted credential.
    authenticators: Object.fromEntries(vocabulary.authenticators.map((name) => [name, authenticator])),
    ...(verifier ? { verifier } : {}),
    locale: () => fixture.locale,
    user: () => user,
    now: () => new Date(now),
    // 'run-' and 12 digits: deterministic, yet long enough for the idempotency key contract (16+).
    newId: () => `run-${String(++counter).padStart(12, '0')}`,
    storage: memoryStorage(),
  };
}
