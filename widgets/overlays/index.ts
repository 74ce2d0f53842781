// Toasts and dialogs load on their first use (see toast-and-dialog.ts); later calls find the
// chunk in memory. Message toasts and dialogs share one line (queue.ts, spec section 4: "Toasts
// and dialogs queue one at a time"): two errors arriving together, or a toast arriving while a
// dialog is open, are shown one after the other, never one over the other. An overlay frees
// the line when the kit reports it has gone (afterClose, after its closing animation), not
// when it starts closing. The loading indicator is not a message and does not queue
// (GlobalDialogs shows it directly).
import type { DialogAlertProps, DialogConfirmProps, DialogShowProps, ToastShowProps } from 'antd-mobile';
import { createOverlayQueue, type Release } from './queue';

export type Overlays = typeof import('./toast-and-dialog');

let loading: Promise<Overlays> | undefined;

export function overlays(): Promise<Overlays> {
  loading ??= import('./toast-and-dialog');
  return loading;
}

/** Whether the kit has been asked for on this page (so a toast may be showing, or be about to). */
export function overlaysRequested(): boolean {
  return loading !== undefined;
}

/** Spec section 9: a toast stays 3,000 ms ... */
export const TOAST_MS = 3000;
/** ... "2000 ms in one place": the toast that says a receipt or link was shared. */
export const SHARED_TOAST_MS = 2000;

// One line for both kinds: a toast waits for the dialog before it, and a dialog for the toast.
const line = createOverlayQueue();
const toasts = line;
const dialogs = line;

// How long a closed dialog may take to report that it has gone (its closing animation is
// 300 ms): after that the next one in the line opens anyway.
const CLOSING_LIMIT_MS = 1_000;

let live: HTMLElement | undefined;

/**
 * The kit draws a toast without a live region, so a screen reader would never read it. A toast
 * is drawn inside a polite status region instead, made when the toast is queued (before the
 * kit's code has arrived and draws into it, so the region exists before its content and is
 * read out) and removed when it closes: one copy of the text, on screen and read, and no empty
 * status region left on the page.
 */
function liveRegion(): HTMLElement {
  if (!live) {
    live = document.createElement('div');
    live.setAttribute('role', 'status');
    live.className = 'toast-region';
    document.body.append(live);
  }
  return live;
}

/** A message toast, after the ones before it have gone. */
export function showToast(props: ToastShowProps): void {
  const duration = props.duration ?? TOAST_MS;
  toasts.enqueue((release) => {
    const region = typeof document === 'undefined' ? undefined : liveRegion();
    void overlays().then(({ Toast }) => {
      Toast.show({
        getContainer: region ?? null,
        ...props,
        duration,
        afterClose: () => {
          props.afterClose?.();
          region?.remove();
          if (live === region) live = undefined;
          release();
        },
      });
      // A toast the loading indicator replaces never reports closing: the line goes on a second
      // after its time is up. Counted from when it shows, not from when it was queued: the
      // kit's code may take longer than that to arrive on a slow network, and two toasts would
      // then show together.
      setTimeout(release, duration + CLOSING_LIMIT_MS);
    }, release);
  });
}

/**
 * Frees the line once, when the kit reports the dialog gone, or a second after it started
 * closing should that report never come (its page torn down mid-animation).
 */
function releaseAfterClose(release: Release) {
  return {
    onClose: () => void setTimeout(release, CLOSING_LIMIT_MS),
    afterClose: release,
  };
}

/** An alert dialog, after the overlays before it have gone; resolves when the customer closes it. */
export function alertDialog(props: DialogAlertProps): Promise<void> {
  return new Promise((resolve) => {
    dialogs.enqueue((release) => {
      const closing = releaseAfterClose(release);
      void overlays()
        .then(({ Dialog }) =>
          Dialog.alert({
            ...props,
            onClose: () => (props.onClose?.(), closing.onClose()),
            afterClose: () => (props.afterClose?.(), closing.afterClose()),
          }),
        )
        .catch(release)
        .finally(resolve);
    });
  });
}

/** A confirm dialog in the line; resolves true when confirmed. */
export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return new Promise((resolve) => {
    dialogs.enqueue((release) => {
      const closing = releaseAfterClose(release);
      void overlays()
        .then(({ Dialog }) =>
          Dialog.confirm({
            ...props,
            onClose: () => (props.onClose?.(), closing.onClose()),
            afterClose: () => (props.afterClose?.(), closing.afterClose()),
          }),
        )
        .then(resolve, () => (release(), resolve(false)));
    });
  });
}

export interface QueuedDialog {
  /** Closes the dialog, or takes it out of the line if it is still waiting. */
  close(): void;
}

/** A dialog with its own actions, in the line. */
export function showDialog(props: DialogShowProps): QueuedDialog {
  let closed = false;
  let handler: { close: () => void } | undefined;
  let closing: ReturnType<typeof releaseAfterClose> | undefined;
  dialogs.enqueue((release) => {
    closing = releaseAfterClose(release);
    if (closed) {
      release();
      return;
    }
    void overlays().then(({ Dialog }) => {
      if (closed) {
        release();
        return;
      }
      handler = Dialog.show({
        ...props,
        onClose: () => {
          closed = true;
          props.onClose?.();
          closing?.onClose();
        },
        afterClose: () => (props.afterClose?.(), release()),
      });
    }, release);
  });
  return {
    close() {
      // The idle warning is closed by its own button and again by the bank's answer: only the
      // first close reaches the kit (a second, once the dialog has gone, would make the kit
      // unmount it again and report its afterClose twice).
      if (closed) return;
      closed = true;
      handler?.close();
      // Closed by the page (not by its own buttons): should the kit never report the end of its
      // closing animation, the line must not stay taken, or every later overlay would wait.
      closing?.onClose();
    },
  };
}
