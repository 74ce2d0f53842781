// Spec section 4: toasts and dialogs queue one at a time. Two errors arriving together are
// shown one after the other: the second opens only when the first has closed.
// @vitest-environment jsdom
import { screen, waitFor, fireEvent } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import { alertDialog, showDialog, showToast } from '../../../widgets/overlays';
import { createOverlayQueue } from '../../../widgets/overlays/queue';

reduceMotion();

describe('the overlay line', () => {
  it('opens the next only when the one before is released', () => {
    const queue = createOverlayQueue();
    const opened: string[] = [];
    let releaseFirst = () => {};
    queue.enqueue((release) => {
      opened.push('first');
      releaseFirst = release;
    });
    queue.enqueue(() => opened.push('second'));
    expect(opened).toEqual(['first']);
    expect(queue.waiting).toBe(1);
    releaseFirst();
    releaseFirst(); // a second release of the same overlay changes nothing
    expect(opened).toEqual(['first', 'second']);
  });

  it('releases an overlay that never reports closing after its time limit', () => {
    vi.useFakeTimers();
    try {
      const queue = createOverlayQueue();
      const opened: string[] = [];
      queue.enqueue(() => opened.push('stuck'), 1000);
      queue.enqueue(() => opened.push('next'));
      vi.advanceTimersByTime(999);
      expect(opened).toEqual(['stuck']);
      vi.advanceTimersByTime(1);
      expect(opened).toEqual(['stuck', 'next']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('toasts and dialogs on screen', () => {
  it('shows two toasts that arrive together one after the other', async () => {
    showToast({ content: 'Network error', duration: 300 });
    showToast({ content: 'Please try again', duration: 300 });
    await screen.findByText('Network error');
    expect(screen.queryByText('Please try again')).toBeNull();
    await screen.findByText('Please try again', undefined, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText('Network error')).toBeNull());
  });

  it('shows two alerts that arrive together one after the other', async () => {
    const first = alertDialog({ content: 'The first error', confirmText: 'OK 1' });
    const second = alertDialog({ content: 'The second error', confirmText: 'OK 2' });
    await screen.findByText('The first error');
    expect(screen.queryByText('The second error')).toBeNull();
    fireEvent.click(screen.getByText('OK 1'));
    await first;
    await screen.findByText('The second error', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByText('OK 2'));
    await second;
  });

  it('opens the next dialog after one closed both by the page and by its own button', async () => {
    // The idle warning: "Stay logged on" closes it, and so does the bank's answer.
    const warning = showDialog({
      content: 'Your session is about to end',
      closeOnAction: true,
      actions: [{ key: 'extend', text: 'Stay logged on', onClick: () => warning.close() }],
    });
    fireEvent.click(await screen.findByText('Stay logged on'));
    await waitFor(() => expect(screen.queryByText('Your session is about to end')).toBeNull());
    const again = showDialog({ content: 'Your session is about to end again' });
    await screen.findByText('Your session is about to end again', undefined, { timeout: 10_000 });
    again.close();
  });
});
