// A tiny typed event emitter. The bridge reports things the page must react to
// (loading indicator, session time-out, security dialogs) as events, so the bridge
// never has to know about React, dialogs or the router.

export type Listener<T> = (payload: T) => void;

export interface Emitter<Events extends object> {
  /** Subscribes; the returned function unsubscribes. */
  on<K extends keyof Events>(name: K, listener: Listener<Events[K]>): () => void;
  off<K extends keyof Events>(name: K, listener: Listener<Events[K]>): void;
  emit<K extends keyof Events>(name: K, payload: Events[K]): void;
}

export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();

  function off<K extends keyof Events>(name: K, listener: Listener<Events[K]>): void {
    listeners.get(name)?.delete(listener as Listener<never>);
  }

  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as Listener<never>);
      return () => off(name, listener);
    },
    off,
    emit(name, payload) {
      // Copy first: a listener may unsubscribe itself while we iterate.
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          // A faulty listener must not turn a settled service call into a different
          // failure; rethrow outside the current stack so it is still reported.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}
