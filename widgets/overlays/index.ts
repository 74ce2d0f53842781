// Toasts and dialogs load on their first use (see toast-and-dialog.ts); later calls find the
// chunk in memory. Calls keep their order: each waits on the same import.
import type { ToastShowProps } from 'antd-mobile';

export type Overlays = typeof import('./toast-and-dialog');

let loading: Promise<Overlays> | undefined;

export function overlays(): Promise<Overlays> {
  loading ??= import('./toast-and-dialog');
  return loading;
}

/** A toast, shown as soon as the toast's code is in (at once after the first). */
export function showToast(props: ToastShowProps): void {
  void overlays().then(({ Toast }) => Toast.show(props));
}
