// Spec section 4: "Toasts and dialogs queue one at a time". One line for both kinds, freed
// when the kit reports an overlay gone (afterClose, after its closing animation), not when it
// starts closing; a dialog closed by its own button and again by the page reports once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Shown {
  kind: string;
  content: string;
  onClose?: () => void;
  afterClose?: () => void;
}
const onScreen: Shown[] = [];
const afterCloseCalls: string[] = [];

// A kit like antd-mobile's: close() starts the closing animation (onClose), the test ends it
// (afterClose); a close() on a dialog already gone reports afterClose again, as the kit does.
function draw(kind: string, props: Omit<Shown, 'kind'>) {
  const shown: Shown = { kind, ...props };
  onScreen.push(shown);
  let gone = false;
  return {
    close: () => {
      if (gone) return props.afterClose?.();
      props.onClose?.();
    },
    finish: () => {
      gone = true;
      onScreen.splice(onScreen.indexOf(shown), 1);
      props.afterClose?.();
    },
  };
}
const drawn: ReturnType<typeof draw>[] = [];
vi.mock('../../../widgets/overlays/toast-and-dialog', () => ({
  Toast: { show: (p: Omit<Shown, 'kind'>) => void drawn.push(draw('toast', p)) },
  Dialog: {
    show: (p: Omit<Shown, 'kind'>) => {
      const d = draw('dialog', p);
      drawn.push(d);
      return d;
    },
    alert: (p: Omit<Shown, 'kind'>) =>
      new Promise<void>((resolve) => drawn.push(draw('alert', { ...p, onClose: () => (p.onClose?.(), resolve()) }))),
  },
}));

// A fresh line for each test: what one test leaves open must not hold the next one's.
let alertDialog: typeof import('../../../widgets/overlays').alertDialog;
let showDialog: typeof import('../../../widgets/overlays').showDialog;
let showToast: typeof import('../../../widgets/overlays').showToast;

const shownNow = () => onScreen.map((s) => s.content);

beforeEach(async () => {
  vi.resetModules();
  ({ alertDialog, showDialog, showToast } = await import('../../../widgets/overlays'));
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  onScreen.length = 0;
  drawn.length = 0;
  afterCloseCalls.length = 0;
});

describe('one line for toasts and dialogs', () => {
  it('shows a toast that arrives while a dialog is open only after the dialog has gone', async () => {
    const dialog = showDialog({ content: 'Confirm the transfer?' });
    showToast({ content: 'Copied' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shownNow()).toEqual(['Confirm the transfer?']);
    dialog.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(shownNow()).toEqual(['Confirm the transfer?']); // still animating out
    drawn[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(shownNow()).toEqual(['Copied']);
    drawn[1]?.finish();
  });

  it('opens a dialog that arrives while a toast is showing only after the toast has gone', async () => {
    showToast({ content: 'Saved', duration: 3000 });
    const alerted = alertDialog({ content: 'Session timed out' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shownNow()).toEqual(['Saved']);
    drawn[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(shownNow()).toEqual(['Session timed out']);
    drawn[1]!.close();
    await alerted;
    drawn[1]!.finish();
  });

  it('opens the next alert when the one before reports afterClose, not when it starts closing', async () => {
    void alertDialog({ content: 'first' });
    void alertDialog({ content: 'second' });
    await vi.advanceTimersByTimeAsync(0);
    drawn[0]!.close(); // the customer pressed OK: the closing animation runs
    await vi.advanceTimersByTimeAsync(300);
    expect(shownNow()).toEqual(['first']);
    drawn[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(shownNow()).toEqual(['second']);
  });

  it('frees the line a second after an alert started closing if the kit never reports it gone', async () => {
    void alertDialog({ content: 'first' });
    void alertDialog({ content: 'second' });
    await vi.advanceTimersByTimeAsync(0);
    drawn[0]!.close();
    await vi.advanceTimersByTimeAsync(999);
    expect(shownNow()).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(1);
    expect(shownNow()).toContain('second');
  });

  it('reports a warning closed by its own button and again by the page gone once', async () => {
    const warning = showDialog({ content: 'Your session is about to end', afterClose: () => afterCloseCalls.push('warning') });
    await vi.advanceTimersByTimeAsync(0);
    drawn[0]!.close(); // "Stay logged on" (closeOnAction)
    drawn[0]!.finish();
    warning.close(); // the bank's answer: the page closes it again
    warning.close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(afterCloseCalls).toEqual(['warning']);
  });
});
