// One overlay at a time (spec section 4: "Toasts and dialogs queue one at a time"): each kind
// has a line; an overlay opens when the one before it has closed. A task that never reports
// closing (its toast replaced by the loading indicator, a dialog removed with the page) is
// released by its time limit, so the line cannot jam.
export type Release = () => void;

export interface OverlayQueue {
  /** Runs `open` when the line reaches it; `open` calls `release` once its overlay has closed. */
  enqueue(open: (release: Release) => void, limitMs?: number): void;
  /** How many are waiting behind the one on screen (tests). */
  readonly waiting: number;
}

export function createOverlayQueue(): OverlayQueue {
  const line: { open: (release: Release) => void; limitMs?: number }[] = [];
  let busy = false;

  const next = () => {
    const task = line.shift();
    if (!task) {
      busy = false;
      return;
    }
    busy = true;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      if (done) return;
      done = true;
      if (timer) clearTimeout(timer);
      next();
    };
    if (task.limitMs !== undefined) timer = setTimeout(release, task.limitMs);
    try {
      task.open(release);
    } catch {
      release();
    }
  };

  return {
    enqueue(open, limitMs) {
      line.push({ open, limitMs });
      if (!busy) next();
    },
    get waiting() {
      return line.length;
    },
  };
}
