// antd-mobile popups ignore taps (pointer-events: none) while they slide in. Tests wait for
// the sheet to settle, as a customer's finger would, before tapping inside it.
import { screen, waitFor } from '@testing-library/react';

export async function openedSheet(name: string | RegExp): Promise<HTMLElement> {
  // The sheet's code loads on the first opening: on a busy machine that takes more than a second.
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 10_000 });
  await waitFor(() => {
    const body = dialog.closest('.adm-popup-body') as HTMLElement | null;
    expect(body?.style.pointerEvents).not.toBe('none');
  });
  return dialog;
}
