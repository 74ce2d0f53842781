// Toasts and dialogs load on their first use (see toast-and-dialog.ts); later calls find the
// chunk in memory. Message toasts and dialogs each queue one at a time (queue.ts): two errors
// arriving together are shown one after the other, never one over the other. The loading
// indicator is not a message and does not queue (GlobalDialogs shows it directly).
import type { DialogAlertProps, DialogConfirmProps, DialogShowProps, ToastShowProps } from 'antd-mobile';
import { createOverlayQueue } from './queue';

export type Overlays = typeof import('./toast-and-dialog');

let loading: Promise<Overlays> | undefined;

export function overlays(): Promise<Overlays> {
  loading ??= import('./toast-and-dialog');
  return loading;
}

/** Spec section 9: a toast stays 3,000 ms unless the call says otherwise (2,000 ms in one place). */
export const TOAST_MS = 3000;

const toasts = createOverlayQueue();
const dialogs = createOverlayQueue();

let live: HTMLElement | undefined;

/**
 * The kit draws a toast without a live region, so a screen reader would never read it: its text
 * also goes into one polite status region (visually hidden), emptied first so a repeat is read.
 */
function announce(text: string): void {
  if (typeof document === 'undefined' || !text) return;
  if (!live) {
    live = document.createElement('div');
    live.setAttribute('role', 'status');
    live.className = 'visually-hidden';
    document.body.append(live);
  }
  const region = live;
  region.textContent = '';
  setTimeout(() => (region.textContent = text), 50);
}

/** A message toast, after the ones before it have gone. */
export function showToast(props: ToastShowProps): void {
  const duration = props.duration ?? TOAST_MS;
  toasts.enqueue((release) => {
    if (typeof props.content === 'string') announce(props.content);
    void overlays().then(({ Toast }) =>
      Toast.show({
        ...props,
        duration,
        afterClose: () => {
          props.afterClose?.();
          release();
        },
      }),
    );
  }, duration + 1000);
}

/** An alert dialog, after the dialogs before it have closed; resolves when the customer closes it. */
export function alertDialog(props: DialogAlertProps): Promise<void> {
  return new Promise((resolve) => {
    dialogs.enqueue((release) => {
      void overlays()
        .then(({ Dialog }) => Dialog.alert(props))
        .finally(() => {
          release();
          resolve();
        });
    });
  });
}

/** A confirm dialog in the line; resolves true when confirmed. */
export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return new Promise((resolve) => {
    dialogs.enqueue((release) => {
      void overlays()
        .then(({ Dialog }) => Dialog.confirm(props))
        .then(resolve, () => resolve(false))
        .finally(release);
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
  dialogs.enqueue((release) => {
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
        afterClose: () => {
          props.afterClose?.();
          release();
        },
      });
    });
  });
  return {
    close() {
      closed = true;
      handler?.close();
    },
  };
}
