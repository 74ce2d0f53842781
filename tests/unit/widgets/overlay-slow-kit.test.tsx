// @vitest-environment jsdom
// Spec section 4: toasts queue one at a time, also while the kit's code is still on its way (a
// slow network, the first toast of a page): a toast's time on screen counts from when it shows,
// so the one behind it waits however long the code takes to arrive.
import { screen } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile';
import { expect, it, vi } from 'vitest';
import { showToast } from '../../../widgets/overlays';

reduceMotion();

it('keeps the second toast back while the first waits for the kit', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  showToast({ content: 'Network error', duration: 300 });
  showToast({ content: 'Please try again', duration: 300 });
  // Five seconds pass before the kit's code has arrived (its import is not a timer).
  vi.advanceTimersByTime(5_000);
  vi.useRealTimers();
  await screen.findByText('Network error', undefined, { timeout: 10_000 });
  expect(screen.queryByText('Please try again')).toBeNull();
  await screen.findByText('Please try again', undefined, { timeout: 10_000 });
});
