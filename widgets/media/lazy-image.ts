// Spec section 9: images load lazily with "factor 1.3, 3 attempts, 200 ms throttle". An image
// starts loading when it comes within 1.3 screens (the screen extended by 30% below and to the
// right, where a scroll brings the next content from); the browser's IntersectionObserver
// replaces a scroll listener, and the throttle spaces the batches of images it starts and
// the retries of one that failed; an image that fails three times shows its failed state.
export const LAZY_PRELOAD_FACTOR = 1.3;
export const LAZY_ATTEMPTS = 3;
export const LAZY_THROTTLE_MS = 200;

/** The observer's margin for a pre-load factor: '0px 30% 30% 0px' for 1.3. */
export function lazyRootMargin(factor: number = LAZY_PRELOAD_FACTOR): string {
  const extra = `${Math.round((factor - 1) * 100)}%`;
  return `0px ${extra} ${extra} 0px`;
}

export interface LazyWatcher {
  /** Calls `load` once `element` is within the pre-load area; answers a function that stops watching. */
  watch(element: Element, load: () => void): () => void;
}

/** One observer for all lazy images; entries that arrive together start at most once per throttle. */
export function createLazyWatcher(Observer: typeof IntersectionObserver | undefined = globalThis.IntersectionObserver): LazyWatcher {
  const loads = new Map<Element, () => void>();
  const due = new Set<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastBatch = -Infinity;

  const flush = () => {
    timer = undefined;
    lastBatch = Date.now();
    for (const element of due) {
      const load = loads.get(element);
      loads.delete(element);
      observer?.unobserve(element);
      load?.();
    }
    due.clear();
  };

  const observer = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting && loads.has(entry.target)) due.add(entry.target);
          if (due.size > 0 && timer === undefined) timer = setTimeout(flush, Math.max(0, lastBatch + LAZY_THROTTLE_MS - Date.now()));
        },
        { rootMargin: lazyRootMargin() },
      )
    : undefined;

  return {
    watch(element, load) {
      // Without the observer (an old browser), the image loads at once.
      if (!observer) {
        load();
        return () => undefined;
      }
      loads.set(element, load);
      observer.observe(element);
      return () => {
        loads.delete(element);
        due.delete(element);
        observer.unobserve(element);
      };
    },
  };
}

let shared: LazyWatcher | undefined;
export function lazyWatcher(): LazyWatcher {
  shared ??= createLazyWatcher();
  return shared;
}
